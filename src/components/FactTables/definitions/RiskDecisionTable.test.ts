import {describe, expect, it} from 'vitest';
import {riskDecisionTable} from './RiskDecisionTable';

describe('RiskDecisionTable', () => {
  it('lists allow, step-up and block, each with its anchor', () => {
    const table = riskDecisionTable.layOut({});
    expect(table.rows.map((row) => [row.id, row.cells[0]])).toEqual([
      ['risk-decision-allow', {kind: 'code', text: 'allow'}],
      ['risk-decision-step-up', {kind: 'code', text: 'step-up'}],
      ['risk-decision-block', {kind: 'code', text: 'block'}],
    ]);
    expect(table.headers).toHaveLength(3);
  });
});
