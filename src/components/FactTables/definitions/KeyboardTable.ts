import {keyboardKeys} from '../../../data/accessibility';
import {inline, localized, message} from './cells';
import {defineFactTable} from './defineFactTable';

/** What each key does in the widget and its challenges. */
export const keyboardTable = defineFactTable({
  name: 'KeyboardTable',
  rows: () => keyboardKeys,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: message({id: 'factTable.keyboard.keys', message: 'Keys'}),
      cell: (row) => localized(row.keys),
    },
    {
      header: message({id: 'factTable.keyboard.where', message: 'Where'}),
      cell: (row) => localized(row.where),
    },
    {
      header: message({id: 'factTable.keyboard.action', message: 'What it does'}),
      cell: (row) => inline(row.action),
    },
  ],
});
