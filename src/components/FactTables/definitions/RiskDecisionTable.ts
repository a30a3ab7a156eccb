import {riskDecisions} from '../../../data/riskDecisions';
import {code, inline} from './cells';
import {defineFactTable} from './defineFactTable';

/**
 * The decisions of Enterprise risk-score code, as `/api` and `/ent_overview` name them and their
 * samples return them. Rows are `#risk-decision-<id>`.
 */
export const riskDecisionTable = defineFactTable({
  name: 'RiskDecisionTable',
  rows: () => riskDecisions,
  rowKey: (row) => row.id,
  rowId: (row) => `risk-decision-${row.id}`,
  columns: () => [
    [{en: 'Decision', fr: 'Décision'}, (row) => code(row.id)],
    [{en: 'When', fr: 'Quand'}, (row) => inline(row.when)],
    [
      {en: 'What your handler does', fr: 'Ce que fait votre gestionnaire'},
      (row) => inline(row.action),
    ],
  ],
});
