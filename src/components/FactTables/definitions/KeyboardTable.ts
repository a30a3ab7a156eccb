import {keyboardKeys} from '../../../data/accessibility';
import {localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';

/** What each key does in the widget and its challenges. */
export const keyboardTable = defineFactTable({
  name: 'KeyboardTable',
  rows: () => keyboardKeys,
  rowKey: (row) => row.id,
  columns: () => [
    [{en: 'Keys', fr: 'Touches'}, (row) => localized(row.keys)],
    [{en: 'Where', fr: 'Où'}, (row) => localized(row.where)],
    [{en: 'What it does', fr: 'Effet'}, (row) => inline(row.action)],
  ],
});
