import {keyboardKeys} from '../../../data/accessibility';
import {localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';

/** What each key does in the widget and its challenges. */
export const keyboardTable = defineFactTable({
  name: 'KeyboardTable',
  rows: () => keyboardKeys,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: {en: 'Keys', fr: 'Touches'},
      cell: (row) => localized(row.keys),
    },
    {
      header: {en: 'Where', fr: 'Où'},
      cell: (row) => localized(row.where),
    },
    {
      header: {en: 'What it does', fr: 'Effet'},
      cell: (row) => inline(row.action),
    },
  ],
});
