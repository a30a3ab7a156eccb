import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {paletteKeys} from '@site/src/data/themeKeys';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {DescriptionHeader} from './columns';

/** The keys of a custom theme's `palette`. */
export default function ThemePaletteTable(): ReactNode {
  return (
    <FactTable
      rows={paletteKeys}
      rowKey={(row) => row.path}
      columns={[
        {
          header: <Translate id="factTable.theme.key">Key</Translate>,
          cell: (row) => <code>{row.path}</code>,
        },
        {header: <DescriptionHeader />, cell: (row) => <InlineText text={row.description} />},
      ]}
    />
  );
}
