import {paletteKeys} from '../../../data/themeKeys';
import {code, inline, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader} from './sharedMessages';

/** The keys of a custom theme's `palette`. */
export const themePaletteTable = defineFactTable({
  name: 'ThemePaletteTable',
  rows: () => paletteKeys,
  rowKey: (row) => row.path,
  columns: () => [
    {
      header: message({id: 'factTable.theme.key', message: 'Key'}),
      cell: (row) => code(row.path),
    },
    {header: message(descriptionHeader), cell: (row) => inline(row.description)},
  ],
});
