import {testedScreenReaders} from '../../../data/accessibility';
import {joined} from './cells';
import {defineFactTable} from './defineFactTable';

/** The screen readers, browsers and platforms the widget and its challenges are tested with. */
export const screenReaderTable = defineFactTable({
  name: 'ScreenReaderTable',
  rows: () => testedScreenReaders,
  rowKey: (row) => row.id,
  columns: () => [
    [{en: 'Screen reader', fr: "Lecteur d'écran"}, (row) => row.name],
    [{en: 'Browsers', fr: 'Navigateurs'}, (row) => joined(row.browsers)],
    [{en: 'Platform', fr: 'Plateforme'}, (row) => row.platform],
  ],
});
