import {languages} from '../../../data/languages';
import {code, inLanguage, localized, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {codeHeader} from './sharedMessages';

/**
 * Every language the widget supports, with the code `hl` takes and the name in
 * the language itself. The page adds a filter around it (`LanguageTable.tsx`);
 * the Markdown lists every language.
 */
export const languageTable = defineFactTable({
  name: 'LanguageTable',
  rows: () => languages,
  rowKey: (row) => row.code,
  columns: () => [
    {header: message(codeHeader), cell: (row) => code(row.code)},
    {
      header: message({id: 'factTable.languages.name', message: 'Language'}),
      cell: (row) => localized(row.name),
    },
    {
      header: message({
        id: 'factTable.languages.native',
        message: 'Native name',
        description: "Column: the language's name written in that language",
      }),
      cell: (row) => inLanguage(row.native, row.code, row.direction ?? 'ltr'),
    },
  ],
});
