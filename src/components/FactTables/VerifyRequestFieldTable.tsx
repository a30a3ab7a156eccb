import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {verifyRequestFields} from '@site/src/data/verifyFields';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {DescriptionHeader, FieldHeader} from './columns';

/** The fields of the siteverify request body. */
export default function VerifyRequestFieldTable(): ReactNode {
  return (
    <FactTable
      rows={verifyRequestFields}
      rowKey={(row) => row.name}
      columns={[
        {header: <FieldHeader />, cell: (row) => <code>{row.name}</code>},
        {
          header: <Translate id="factTable.verifyRequest.presence">Required</Translate>,
          cell: (row) =>
            row.presence === 'required' ? (
              <Translate id="factTable.verifyRequest.required">Yes</Translate>
            ) : (
              <Translate id="factTable.verifyRequest.recommended">Recommended</Translate>
            ),
        },
        {header: <DescriptionHeader />, cell: (row) => <InlineText text={row.description} />},
      ]}
    />
  );
}
