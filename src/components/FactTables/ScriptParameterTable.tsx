import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {scriptParameters} from '@site/src/data/scriptParameters';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {DescriptionHeader} from './columns';

/** The query parameters of the widget script URL. */
export default function ScriptParameterTable(): ReactNode {
  return (
    <FactTable
      rows={scriptParameters}
      rowKey={(row) => row.name}
      columns={[
        {
          header: <Translate id="factTable.scriptParameters.parameter">Parameter</Translate>,
          cell: (row) => <code>{row.name}</code>,
        },
        {
          header: <Translate id="factTable.scriptParameters.values">Values</Translate>,
          cell: (row) => <InlineText text={row.values} />,
        },
        {header: <DescriptionHeader />, cell: (row) => <InlineText text={row.description} />},
      ]}
    />
  );
}
