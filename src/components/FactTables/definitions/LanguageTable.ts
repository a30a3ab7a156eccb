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
    [codeHeader, (row) => code(row.code)],
    [{en: 'Language', fr: 'Langue'}, (row) => localized(row.name)],
    [
      {en: 'Native name', fr: 'Nom natif'},
      (row) => inLanguage(row.native, row.code, row.direction ?? 'ltr'),
    ],
  ],
});
