import {
  siteverifyStatuses,
  type SiteverifyRetry,
  type SiteverifyStatus,
} from '../../../data/siteverifyStatuses';
import {code, inline, message, type Cell, type UiMessage} from './cells';
import {defineFactTable} from './defineFactTable';
import {fixHeader} from './sharedMessages';

const retries: Readonly<Record<SiteverifyRetry, UiMessage>> = {
  never: {id: 'factTable.siteverifyStatus.retry.never', message: 'No'},
  'retry-after': {
    id: 'factTable.siteverifyStatus.retry.retryAfter',
    message: 'Yes, after {header}',
    description:
      'A 429 is retried once the seconds of its Retry-After header ({header}) have passed',
  },
  backoff: {
    id: 'factTable.siteverifyStatus.retry.backoff',
    message: 'Yes, with backoff',
    description: 'Retried after an exponential backoff with random jitter',
  },
};

function outcomeCell(row: SiteverifyStatus): Cell {
  return row.outcome === 'none'
    ? message({
        id: 'factTable.siteverifyStatus.none',
        message: 'No answer',
        description: 'Status column: the call got no HTTP answer (network error or timeout)',
      })
    : code(row.outcome);
}

/** Each kind of siteverify answer (HTTP status, or none) and whether to retry; rows are `#siteverify-status-<status>`. */
export const siteverifyStatusTable = defineFactTable({
  name: 'SiteverifyStatusTable',
  rows: () => siteverifyStatuses,
  rowKey: (row) => row.outcome,
  rowId: (row) => `siteverify-status-${row.outcome}`,
  columns: () => [
    {
      header: message({
        id: 'factTable.siteverifyStatus.status',
        message: 'HTTP status',
        description: 'Column: the HTTP status of a siteverify answer',
      }),
      cell: outcomeCell,
    },
    {
      header: message({id: 'factTable.siteverifyStatus.meaning', message: 'What it means'}),
      cell: (row) => inline(row.meaning),
    },
    {
      header: message({
        id: 'factTable.siteverifyStatus.retry',
        message: 'Retry?',
        description: 'Column: whether to send the same token again',
      }),
      cell: (row) =>
        row.retry === 'retry-after'
          ? message(retries[row.retry], {header: code('Retry-After')})
          : message(retries[row.retry]),
    },
    {header: message(fixHeader), cell: (row) => inline(row.action)},
  ],
});
