import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {languages} from '@site/src/data/languages';
import FactTable from './FactTable';
import {CodeHeader} from './columns';
import {useFactLocale} from './useFactLocale';

/** Every language the widget supports, with the code `hl` takes and the name in the language itself. */
export default function LanguageTable(): ReactNode {
  const localize = useFactLocale();
  return (
    <FactTable
      rows={languages}
      rowKey={(row) => row.code}
      columns={[
        {header: <CodeHeader />, cell: (row) => <code>{row.code}</code>},
        {
          header: <Translate id="factTable.languages.name">Language</Translate>,
          cell: (row) => localize(row.name),
        },
        {
          header: (
            <Translate
              id="factTable.languages.native"
              description="Column: the language's name written in that language">
              Native name
            </Translate>
          ),
          cell: (row) => (
            <span lang={row.code} dir={row.direction ?? 'ltr'}>
              {row.native}
            </span>
          ),
        },
      ]}
    />
  );
}
