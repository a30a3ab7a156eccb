import {processedData} from '../../../data/privacy';
import {localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';

/** The visitor data Bramble processes, why, and how long it keeps it. */
export const processedDataTable = defineFactTable({
  name: 'ProcessedDataTable',
  rows: () => processedData,
  rowKey: (row) => row.id,
  columns: () => [
    [{en: 'Data', fr: 'Donnée'}, (row) => localized(row.data)],
    [{en: 'Why', fr: 'Pourquoi'}, (row) => inline(row.purpose)],
    [{en: 'Kept for', fr: 'Durée de conservation'}, (row) => inline(row.retention)],
  ],
});
