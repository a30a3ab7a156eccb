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
    [{en: 'Method', fr: 'Méthode'}, (row) => code(`bramble.${row.signature}`)],
    [{en: 'Returns', fr: 'Renvoie'}, (row) => code(row.returns)],
    [
      descriptionHeader,
      (row) => [
        row.enterpriseOnly ? [localized(enterpriseOnly), ' '] : [],
        inline(row.description),
      ],
    ],
  ],
});
