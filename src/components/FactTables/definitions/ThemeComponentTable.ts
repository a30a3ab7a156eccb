import {themeComponents} from '../../../data/themeKeys';
import {code, inline, joined} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader} from './sharedMessages';

/** The widget parts a custom theme can colour, and their states. */
export const themeComponentTable = defineFactTable({
  name: 'ThemeComponentTable',
  rows: () => themeComponents,
  rowKey: (row) => row.name,
  columns: () => [
    {
      header: {en: 'Component', fr: 'Composant'},
      cell: (row) => code(row.name),
    },
    {header: descriptionHeader, cell: (row) => inline(row.description)},
    {
      header: {en: 'States', fr: 'États'},
      cell: (row) => joined(row.states.map(code)),
    },
  ],
});
