import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {verifyResponseFields} from '@site/src/data/verifyFields';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {DescriptionHeader, EnterpriseOnly, FieldHeader} from './columns';

/** The fields of the siteverify JSON answer. */
export default function VerifyResponseFieldTable(): ReactNode {
  return (
    <FactTable
      rows={verifyResponseFields}
      rowKey={(row) => row.name}
      columns={[
        {header: <FieldHeader />, cell: (row) => <code>{row.name}</code>},
        {
          header: <Translate id="factTable.column.type">Type</Translate>,
          cell: (row) => <InlineText text={row.type} />,
        },
        {
          header: <DescriptionHeader />,
          cell: (row) => (
            <>
              {row.enterpriseOnly && (
                <>
                  <EnterpriseOnly />{' '}
                </>
              )}
              <InlineText text={row.description} />
            </>
          ),
        },
      ]}
    />
  );
}
