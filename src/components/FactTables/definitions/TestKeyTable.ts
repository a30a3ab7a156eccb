import {testKeyRows} from '../../../data/testKeys';
import {code, inline} from './cells';
import {defineFactTable} from './defineFactTable';

/** The test keys, the token they produce and the hostname siteverify answers. */
export const testKeyTable = defineFactTable({
  name: 'TestKeyTable',
  rows: () => testKeyRows,
  rowKey: (row) => row.value,
  columns: () => [
    {
      header: {en: 'Test value', fr: 'Valeur de test'},
      cell: (row) => inline(row.label),
    },
    {
      header: {en: 'Value', fr: 'Valeur'},
      cell: (row) => code(row.value),
    },
    {
      header: {en: 'Where it goes', fr: 'Où la placer'},
      cell: (row) => inline(row.note),
    },
  ],
});
