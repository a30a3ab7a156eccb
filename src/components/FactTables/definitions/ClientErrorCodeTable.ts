import {clientErrorCodes} from '../../../data/clientErrorCodes';
import {defineFactTable} from './defineFactTable';
import {errorCodeColumns} from './errorCodeColumns';

/** Every client error code with its cause and fix; rows are linkable as `#client-error-<code>`. */
export const clientErrorCodeTable = defineFactTable({
  name: 'ClientErrorCodeTable',
  rows: () => clientErrorCodes,
  rowKey: (row) => row.code,
  rowId: (row) => `client-error-${row.code}`,
  columns: () => errorCodeColumns(),
});
