import {processedData} from '../../../data/privacy';
import {inline, localized, message} from './cells';
import {defineFactTable} from './defineFactTable';

/** The visitor data Bramble processes, why, and how long it keeps it. */
export const processedDataTable = defineFactTable({
  name: 'ProcessedDataTable',
  rows: () => processedData,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: message({id: 'factTable.processedData.data', message: 'Data'}),
      cell: (row) => localized(row.data),
    },
    {
      header: message({id: 'factTable.processedData.purpose', message: 'Why'}),
      cell: (row) => inline(row.purpose),
    },
    {
      header: message({id: 'factTable.processedData.retention', message: 'Kept for'}),
      cell: (row) => inline(row.retention),
    },
  ],
});
