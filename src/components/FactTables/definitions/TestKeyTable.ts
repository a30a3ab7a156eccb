import {testKeyRows} from '../../../data/testKeys';
import {code, inline, message} from './cells';
import {defineFactTable} from './defineFactTable';

/** The test keys, the token they produce and the hostname siteverify answers. */
export const testKeyTable = defineFactTable({
  name: 'TestKeyTable',
  rows: () => testKeyRows,
  rowKey: (row) => row.value,
  columns: () => [
    {
      header: message({id: 'factTable.testKeys.key', message: 'Test value'}),
      cell: (row) => inline(row.label),
    },
    {
      header: message({id: 'factTable.testKeys.value', message: 'Value'}),
      cell: (row) => code(row.value),
    },
    {
      header: message({id: 'factTable.testKeys.use', message: 'Where it goes'}),
      cell: (row) => inline(row.note),
    },
  ],
});
