import {
  siteverifyStatuses,
  type SiteverifyRetry,
  type SiteverifyStatus,
} from '../../../data/siteverifyStatuses';
import {code, localized, inline, type Cell} from './cells';
import type {LocalizedText} from '../../../data/text';
import {defineFactTable} from './defineFactTable';
import {fixHeader} from './sharedMessages';

const retries: Readonly<Record<SiteverifyRetry, LocalizedText>> = {
  never: {en: 'No', fr: 'Non'},
  'retry-after': {en: 'Yes, after {header}', fr: 'Oui, après {header}'},
  backoff: {en: 'Yes, with backoff', fr: 'Oui, avec un délai croissant'},
};

function outcomeCell(row: SiteverifyStatus): Cell {
  return row.outcome === 'none'
    ? localized({en: 'No answer', fr: 'Aucune réponse'})
    : code(row.outcome);
}

/** Each kind of siteverify answer (HTTP status, or none) and whether to retry; rows are `#siteverify-status-<status>`. */
export const siteverifyStatusTable = defineFactTable({
  name: 'SiteverifyStatusTable',
  rows: () => siteverifyStatuses,
  rowKey: (row) => row.outcome,
  rowId: (row) => `siteverify-status-${row.outcome}`,
  columns: () => [
    [{en: 'HTTP status', fr: 'Statut HTTP'}, outcomeCell],
    [{en: 'What it means', fr: 'Ce que cela signifie'}, (row) => inline(row.meaning)],
    [
      {en: 'Retry?', fr: 'Réessayer ?'},
      (row) =>
        row.retry === 'retry-after'
          ? localized(retries[row.retry], {header: code('Retry-After')})
          : localized(retries[row.retry]),
    ],
    [fixHeader, (row) => inline(row.action)],
  ],
});
