import {verifyErrorCodes, type VerifyErrorCode} from '../../../data/verifyErrorCodes';
import {message, type UiMessage} from './cells';
import {defineFactTable} from './defineFactTable';
import {errorCodeColumns} from './errorCodeColumns';

/** Who an error points to: alert on the integration's, let the visitor retry the others. */
const sources: Readonly<Record<VerifyErrorCode['source'], UiMessage>> = {
  integration: {
    id: 'factTable.verifyErrors.source.integration',
    message: 'Your integration: alert on it',
    description: 'The error points to the integration (alert on it)',
  },
  visitor: {
    id: 'factTable.verifyErrors.source.visitor',
    message: 'The visitor: ask to try again',
    description: 'The error is an ordinary visitor failure',
  },
};

/** Every siteverify error code with its cause and fix; rows are linkable as `#verify-error-<code>`. */
export const verifyErrorCodeTable = defineFactTable({
  name: 'VerifyErrorCodeTable',
  rows: () => verifyErrorCodes,
  rowKey: (row) => row.code,
  rowId: (row) => `verify-error-${row.code}`,
  columns: () => [
    ...errorCodeColumns<VerifyErrorCode>(),
    {
      header: message({
        id: 'factTable.verifyErrors.source',
        message: 'Source',
        description: 'Column: whether the error comes from the integration or from the visitor',
      }),
      cell: (row) => message(sources[row.source]),
    },
  ],
});
