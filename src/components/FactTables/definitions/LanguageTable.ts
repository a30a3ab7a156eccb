import {languages} from '../../../data/languages';
import {code, localized, inLanguage} from './cells';
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
    {header: codeHeader, cell: (row) => code(row.code)},
    {
      header: {en: 'Language', fr: 'Langue'},
      cell: (row) => localized(row.name),
    },
    {
      header: {en: 'Native name', fr: 'Nom natif'},
      cell: (row) => inLanguage(row.native, row.code, row.direction ?? 'ltr'),
    },
  ],
});
