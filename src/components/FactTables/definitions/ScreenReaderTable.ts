import {testedScreenReaders} from '../../../data/accessibility';
import {joined, message} from './cells';
import {defineFactTable} from './defineFactTable';

/** The screen readers, browsers and platforms the widget and its challenges are tested with. */
export const screenReaderTable = defineFactTable({
  name: 'ScreenReaderTable',
  rows: () => testedScreenReaders,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: message({id: 'factTable.screenReaders.name', message: 'Screen reader'}),
      cell: (row) => row.name,
    },
    {
      header: message({id: 'factTable.screenReaders.browsers', message: 'Browsers'}),
      cell: (row) => joined(row.browsers),
    },
    {
      header: message({id: 'factTable.screenReaders.platform', message: 'Platform'}),
      cell: (row) => row.platform,
    },
  ],
});
