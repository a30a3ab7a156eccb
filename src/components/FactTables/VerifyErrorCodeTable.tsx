import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {verifyErrorCodes} from '@site/src/data/verifyErrorCodes';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {CauseHeader, CodeHeader, FixHeader} from './columns';

/** Every siteverify error code with its cause and fix; rows are linkable as `#verify-error-<code>`. */
export default function VerifyErrorCodeTable(): ReactNode {
  return (
    <FactTable
      rows={verifyErrorCodes}
      rowKey={(row) => row.code}
      rowId={(row) => `verify-error-${row.code}`}
      columns={[
        {header: <CodeHeader />, cell: (row) => <code>{row.code}</code>},
        {header: <CauseHeader />, cell: (row) => <InlineText text={row.cause} />},
        {header: <FixHeader />, cell: (row) => <InlineText text={row.fix} />},
        {
          header: (
            <Translate
              id="factTable.verifyErrors.source"
              description="Column: whether the error comes from the integration or from the visitor">
              Source
            </Translate>
          ),
          cell: (row) =>
            row.source === 'integration' ? (
              <Translate
                id="factTable.verifyErrors.source.integration"
                description="The error points to the integration (alert on it)">
                Your integration: alert on it
              </Translate>
            ) : (
              <Translate
                id="factTable.verifyErrors.source.visitor"
                description="The error is an ordinary visitor failure">
                The visitor: ask to try again
              </Translate>
            ),
        },
      ]}
    />
  );
}
