import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {jsApiMethods} from '@site/src/data/jsApiMethods';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {DescriptionHeader, EnterpriseOnly} from './columns';

/** The methods of the global `bramble` object: signature, result and purpose. */
export default function JsApiTable(): ReactNode {
  return (
    <FactTable
      rows={jsApiMethods}
      rowKey={(row) => row.name}
      columns={[
        {
          header: <Translate id="factTable.jsApi.method">Method</Translate>,
          cell: (row) => <code>{`bramble.${row.signature}`}</code>,
        },
        {
          header: <Translate id="factTable.jsApi.returns">Returns</Translate>,
          cell: (row) => <code>{row.returns}</code>,
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
