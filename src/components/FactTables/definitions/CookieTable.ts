import {cookies} from '../../../data/privacy';
import {code, inline, localized, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {typeHeader} from './sharedMessages';

/** The cookies the widget sets: one, functional. */
export const cookieTable = defineFactTable({
  name: 'CookieTable',
  rows: () => cookies,
  rowKey: (row) => row.name,
  columns: () => [
    {
      header: message({id: 'factTable.cookies.name', message: 'Cookie'}),
      cell: (row) => code(row.name),
    },
    {
      header: message({id: 'factTable.cookies.purpose', message: 'Purpose'}),
      cell: (row) => inline(row.purpose),
    },
    {
      header: message({id: 'factTable.cookies.lifetime', message: 'Lifetime'}),
      cell: (row) => inline(row.lifetime),
    },
    {
      header: message(typeHeader),
      cell: (row) => localized(row.kind),
    },
  ],
});
