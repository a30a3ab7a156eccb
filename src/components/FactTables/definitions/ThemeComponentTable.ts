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
    [{en: 'Component', fr: 'Composant'}, (row) => code(row.name)],
    [descriptionHeader, (row) => inline(row.description)],
    [{en: 'States', fr: 'États'}, (row) => joined(row.states.map(code))],
  ],
});
