import {processedData} from '../../../data/privacy';
import {localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';

/** The visitor data Bramble processes, why, and how long it keeps it. */
export const processedDataTable = defineFactTable({
  name: 'ProcessedDataTable',
  rows: () => processedData,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: {en: 'Data', fr: 'Donnée'},
      cell: (row) => localized(row.data),
    },
    {
      header: {en: 'Why', fr: 'Pourquoi'},
      cell: (row) => inline(row.purpose),
    },
    {
      header: {en: 'Kept for', fr: 'Durée de conservation'},
      cell: (row) => inline(row.retention),
    },
  ],
});
