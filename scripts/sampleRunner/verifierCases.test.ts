import {describe, expect, it} from 'vitest';
import {decisionForScore, missingScoreLog, riskDecisions} from '../../src/data/riskDecisions';
import {assessorCases, expectedResult, normalizeResult, verifierCases} from './verifierCases';

describe('normalizeResult', () => {
  it.each([
    {input: true, expected: true},
    {input: 'true', expected: true},
    {input: false, expected: false},
    {input: 'false', expected: false},
    {input: 'ALLOW', expected: 'allow'},
    {input: 'STEP_UP', expected: 'step-up'},
    {input: 'Step-Up', expected: 'step-up'},
    // One naming (src/data/riskDecisions.ts): another word is another result, not a synonym.
    {input: 'accept', expected: 'accept'},
    {input: 'reject', expected: 'reject'},
    {input: undefined, expected: undefined},
    {input: {}, expected: undefined},
  ])('$input is $expected', ({input, expected}) => {
    expect(normalizeResult(input)).toBe(expected);
  });
});

describe('expectedResult', () => {
  const byName = (name: string) => verifierCases.find((testCase) => testCase.name === name)!;
  it('a 503 answered once is unverified; retried with the same token, the real answer counts', () => {
    expect(expectedResult(byName('HTTP 503'), 1)).toBe(false);
    expect(expectedResult(byName('HTTP 503'), 2)).toBe(true);
  });
  it('an answer that is a verdict never turns into a pass by asking again', () => {
    expect(expectedResult(byName('replayed token'), 2)).toBe(false);
    expect(expectedResult(byName('HTTP 400'), 2)).toBe(false);
  });
});

describe('assessorCases', () => {
  const byName = (name: string) => assessorCases.find((testCase) => testCase.name === name)!;

  it('expect only the decisions of src/data/riskDecisions.ts', () => {
    const names = riskDecisions.map((decision) => decision.id);
    for (const testCase of assessorCases) expect(names).toContain(testCase.expected);
  });

  it("expect for each valid score what the pages' thresholds decide", () => {
    const scored = assessorCases.filter(
      (testCase) =>
        typeof testCase.score === 'number' &&
        testCase.token === 'fresh' &&
        testCase.faults.length === 0,
    );
    expect(scored.length).toBeGreaterThan(0);
    for (const testCase of scored)
      expect(testCase.expected).toBe(decisionForScore(testCase.score!));
  });

  it('run the test pair (score 0.0) to allow and the high-risk test secret (0.9) to a refusal', () => {
    expect(byName('test pair (always-pass secret, score 0.0)')).toMatchObject({
      token: 'test-token',
      keys: 'test-pass',
      expected: decisionForScore(0.0),
    });
    expect(byName('high-risk test secret (score 0.9)')).toMatchObject({
      token: 'test-token',
      keys: 'test-high-risk',
      expected: decisionForScore(0.9),
    });
    expect(decisionForScore(0.9)).not.toBe('allow');
  });

  it('ask an answer without a score to be logged with its real cause', () => {
    expect(byName('answer without a score')).toMatchObject({
      expected: 'block',
      logs: missingScoreLog,
    });
  });
});
