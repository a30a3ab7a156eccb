import {testedScreenReaders} from '../../../data/accessibility';
import {joined} from './cells';
import {defineFactTable} from './defineFactTable';

/** The screen readers, browsers and platforms the widget and its challenges are tested with. */
export const screenReaderTable = defineFactTable({
  name: 'ScreenReaderTable',
  rows: () => testedScreenReaders,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: {en: 'Screen reader', fr: "Lecteur d'écran"},
      cell: (row) => row.name,
    },
    {
      header: {en: 'Browsers', fr: 'Navigateurs'},
      cell: (row) => joined(row.browsers),
    },
    {
      header: {en: 'Platform', fr: 'Plateforme'},
      cell: (row) => row.platform,
    },
  ],
});
