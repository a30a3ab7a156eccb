import {cookies} from '../../../data/privacy';
import {code, localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';
import {typeHeader} from './sharedMessages';

/** Bramble's cookies, both functional: the challenge's and the accessibility pass's. */
export const cookieTable = defineFactTable({
  name: 'CookieTable',
  rows: () => cookies,
  rowKey: (row) => row.name,
  columns: () => [
    [{en: 'Cookie', fr: 'Cookie'}, (row) => code(row.name)],
    [{en: 'Purpose', fr: 'Finalité'}, (row) => inline(row.purpose)],
    [{en: 'Lifetime', fr: 'Durée de vie'}, (row) => inline(row.lifetime)],
    [typeHeader, (row) => localized(row.kind)],
  ],
});
