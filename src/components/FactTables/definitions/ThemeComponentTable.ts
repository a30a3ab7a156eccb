import {themeComponents} from '../../../data/themeKeys';
import {code, inline, joined, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader} from './sharedMessages';

/** The widget parts a custom theme can colour, and their states. */
export const themeComponentTable = defineFactTable({
  name: 'ThemeComponentTable',
  rows: () => themeComponents,
  rowKey: (row) => row.name,
  columns: () => [
    {
      header: message({id: 'factTable.theme.component', message: 'Component'}),
      cell: (row) => code(row.name),
    },
    {header: message(descriptionHeader), cell: (row) => inline(row.description)},
    {
      header: message({id: 'factTable.theme.states', message: 'States'}),
      cell: (row) => joined(row.states.map(code)),
    },
  ],
});
