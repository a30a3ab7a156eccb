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

type Source = VerifyErrorCode['source'];

function isSource(value: unknown): value is Source {
  return typeof value === 'string' && value in sources;
}

/**
 * Every siteverify error code with its cause and fix, or only those of one source
 * (`source="integration"`: the configuration errors, without the Source column); rows are
 * linkable as `#verify-error-<code>`.
 */
export const verifyErrorCodeTable = defineFactTable<VerifyErrorCode, {source?: Source}>({
  name: 'VerifyErrorCodeTable',
  props: (given) => {
    if (given.source === undefined) return {};
    if (!isSource(given.source))
      throw new Error(`VerifyErrorCodeTable: unknown source ${String(given.source)}`);
    return {source: given.source};
  },
  rows: ({source}) =>
    source === undefined
      ? verifyErrorCodes
      : verifyErrorCodes.filter((row) => row.source === source),
  rowKey: (row) => row.code,
  rowId: (row) => `verify-error-${row.code}`,
  columns: ({source}) => [
    ...errorCodeColumns<VerifyErrorCode>(),
    ...(source === undefined
      ? [
          {
            header: message({
              id: 'factTable.verifyErrors.source',
              message: 'Source',
              description:
                'Column: whether the error comes from the integration or from the visitor',
            }),
            cell: (row: VerifyErrorCode) => message(sources[row.source]),
          },
        ]
      : []),
  ],
});
