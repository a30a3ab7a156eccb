import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {themeComponents} from '@site/src/data/themeKeys';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {DescriptionHeader} from './columns';

/** The widget parts a custom theme can colour, and their states. */
export default function ThemeComponentTable(): ReactNode {
  return (
    <FactTable
      rows={themeComponents}
      rowKey={(row) => row.name}
      columns={[
        {
          header: <Translate id="factTable.theme.component">Component</Translate>,
          cell: (row) => <code>{row.name}</code>,
        },
        {header: <DescriptionHeader />, cell: (row) => <InlineText text={row.description} />},
        {
          header: <Translate id="factTable.theme.states">States</Translate>,
          cell: (row) =>
            row.states.map((state, index) => (
              <React.Fragment key={state}>
                {index > 0 && ', '}
                <code>{state}</code>
              </React.Fragment>
            )),
        },
      ]}
    />
  );
}
