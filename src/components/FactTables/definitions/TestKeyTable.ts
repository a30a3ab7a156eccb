import {testKeyRows} from '../../../data/testKeys';
import {code, inline} from './cells';
import {defineFactTable} from './defineFactTable';

/** The test keys, the token they produce and the hostname siteverify answers. */
export const testKeyTable = defineFactTable({
  name: 'TestKeyTable',
  rows: () => testKeyRows,
  rowKey: (row) => row.value,
  columns: () => [
    [{en: 'Test value', fr: 'Valeur de test'}, (row) => inline(row.label)],
    [{en: 'Value', fr: 'Valeur'}, (row) => code(row.value)],
    [{en: 'Where it goes', fr: 'Où la placer'}, (row) => inline(row.note)],
  ],
});
