import {jsApiMethods} from '../../../data/jsApiMethods';
import {code, localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader, enterpriseOnly} from './sharedMessages';

/** The methods of the global `bramble` object: signature, result and purpose. */
export const jsApiTable = defineFactTable({
  name: 'JsApiTable',
  rows: () => jsApiMethods,
  rowKey: (row) => row.name,
  columns: () => [
    {
      header: {en: 'Method', fr: 'Méthode'},
      cell: (row) => code(`bramble.${row.signature}`),
    },
    {
      header: {en: 'Returns', fr: 'Renvoie'},
      cell: (row) => code(row.returns),
    },
    {
      header: descriptionHeader,
      cell: (row) => [
        row.enterpriseOnly ? [localized(enterpriseOnly), ' '] : [],
        inline(row.description),
      ],
    },
  ],
});
