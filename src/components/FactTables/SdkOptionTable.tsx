import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {sdkOptions} from '@site/src/data/sdks';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {DescriptionHeader} from './columns';

/** The options every SDK takes. */
export default function SdkOptionTable(): ReactNode {
  return (
    <FactTable
      rows={sdkOptions}
      rowKey={(row) => row.name}
      columns={[
        {
          header: <Translate id="factTable.sdkOptions.option">Option</Translate>,
          cell: (row) => <code>{row.name}</code>,
        },
        {
          header: <Translate id="factTable.verifyRequest.presence">Required</Translate>,
          cell: (row) =>
            row.required ? (
              <Translate id="factTable.verifyRequest.required">Yes</Translate>
            ) : (
              <Translate id="factTable.sdkOptions.optional">No</Translate>
            ),
        },
        {header: <DescriptionHeader />, cell: (row) => <InlineText text={row.description} />},
      ]}
    />
  );
}
