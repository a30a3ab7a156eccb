import {paletteKeys} from '../../../data/themeKeys';
import {code, inline} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader} from './sharedMessages';

/** The keys of a custom theme's `palette`. */
export const themePaletteTable = defineFactTable({
  name: 'ThemePaletteTable',
  rows: () => paletteKeys,
  rowKey: (row) => row.path,
  columns: () => [
    {
      header: {en: 'Key', fr: 'Clé'},
      cell: (row) => code(row.path),
    },
    {header: descriptionHeader, cell: (row) => inline(row.description)},
  ],
});
