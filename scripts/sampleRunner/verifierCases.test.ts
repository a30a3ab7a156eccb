import {describe, expect, it} from 'vitest';
import {expectedResult, normalizeResult, verifierCases} from './verifierCases';

describe('normalizeResult', () => {
  it.each([
    {input: true, expected: true},
    {input: 'true', expected: true},
    {input: false, expected: false},
    {input: 'false', expected: false},
    {input: 'ALLOW', expected: 'allow'},
    {input: 'STEP_UP', expected: 'step-up'},
    {input: 'accept', expected: 'allow'},
    {input: 'reject', expected: 'block'},
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
