import {cookies} from '../../../data/privacy';
import {code, localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';
import {typeHeader} from './sharedMessages';

/** The cookies the widget sets: one, functional. */
export const cookieTable = defineFactTable({
  name: 'CookieTable',
  rows: () => cookies,
  rowKey: (row) => row.name,
  columns: () => [
    {
      header: {en: 'Cookie', fr: 'Cookie'},
      cell: (row) => code(row.name),
    },
    {
      header: {en: 'Purpose', fr: 'Finalité'},
      cell: (row) => inline(row.purpose),
    },
    {
      header: {en: 'Lifetime', fr: 'Durée de vie'},
      cell: (row) => inline(row.lifetime),
    },
    {
      header: typeHeader,
      cell: (row) => localized(row.kind),
    },
  ],
});
