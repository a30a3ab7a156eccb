import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {testKeyRows} from '@site/src/data/testKeys';
import FactTable from './FactTable';
import InlineText from './InlineText';

/** The test keys, the token they produce and the hostname siteverify answers. */
export default function TestKeyTable(): ReactNode {
  return (
    <FactTable
      rows={testKeyRows}
      rowKey={(row) => row.value}
      columns={[
        {
          header: <Translate id="factTable.testKeys.key">Test value</Translate>,
          cell: (row) => <InlineText text={row.label} />,
        },
        {
          header: <Translate id="factTable.testKeys.value">Value</Translate>,
          cell: (row) => <code>{row.value}</code>,
        },
        {
          header: <Translate id="factTable.testKeys.use">Where it goes</Translate>,
          cell: (row) => <InlineText text={row.note} />,
        },
      ]}
    />
  );
}
