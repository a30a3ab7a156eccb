import React, {type ReactNode} from 'react';
import {clientErrorCodes} from '@site/src/data/clientErrorCodes';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {CauseHeader, CodeHeader, FixHeader} from './columns';

/** Every client error code with its cause and fix; rows are linkable as `#client-error-<code>`. */
export default function ClientErrorCodeTable(): ReactNode {
  return (
    <FactTable
      rows={clientErrorCodes}
      rowKey={(row) => row.code}
      rowId={(row) => `client-error-${row.code}`}
      columns={[
        {header: <CodeHeader />, cell: (row) => <code>{row.code}</code>},
        {header: <CauseHeader />, cell: (row) => <InlineText text={row.cause} />},
        {header: <FixHeader />, cell: (row) => <InlineText text={row.fix} />},
      ]}
    />
  );
}
