import {describe, expect, it} from 'vitest';
import {decisionForScore, missingScoreLog, riskDecisions, riskThresholds} from './riskDecisions';

describe('the risk decisions', () => {
  it('are allow, step-up and block, in that order', () => {
    expect(riskDecisions.map((decision) => decision.id)).toEqual(['allow', 'step-up', 'block']);
  });

  it.each([
    {score: 0.0, decision: 'allow'},
    {score: 0.29, decision: 'allow'},
    {score: 0.3, decision: 'step-up'},
    {score: 0.79, decision: 'step-up'},
    {score: 0.8, decision: 'block'},
    {score: 0.9, decision: 'block'},
  ])('score $score: $decision', ({score, decision}) => {
    expect(decisionForScore(score)).toBe(decision);
  });

  it('state the thresholds they use in both languages', () => {
    const {stepUpAt, blockAt} = riskThresholds;
    const [allow, stepUp, block] = riskDecisions;
    for (const locale of ['en', 'fr'] as const) {
      // As each language writes a decimal: 0.3 in English, 0,3 in French.
      const [low, high] = [stepUpAt, blockAt].map((score) => score.toLocaleString(locale));
      expect(allow!.when[locale]).toContain(low);
      expect(stepUp!.when[locale]).toContain(low);
      expect(stepUp!.when[locale]).toContain(high);
      expect(block!.when[locale]).toContain(high);
    }
  });

  it('blame the keys, not the account, for an answer without a score', () => {
    expect(missingScoreLog).toMatch(/^bramble: answer without a score: .*not Enterprise keys$/);
    expect(missingScoreLog).not.toContain('account');
  });
});
