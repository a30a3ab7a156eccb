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
    [{en: 'Key', fr: 'Clé'}, (row) => code(row.path)],
    [descriptionHeader, (row) => inline(row.description)],
  ],
});
