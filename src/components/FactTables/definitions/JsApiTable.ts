import {jsApiMethods} from '../../../data/jsApiMethods';
import {code, inline, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader, enterpriseOnly} from './sharedMessages';

/** The methods of the global `bramble` object: signature, result and purpose. */
export const jsApiTable = defineFactTable({
  name: 'JsApiTable',
  rows: () => jsApiMethods,
  rowKey: (row) => row.name,
  columns: () => [
    {
      header: message({id: 'factTable.jsApi.method', message: 'Method'}),
      cell: (row) => code(`bramble.${row.signature}`),
    },
    {
      header: message({id: 'factTable.jsApi.returns', message: 'Returns'}),
      cell: (row) => code(row.returns),
    },
    {
      header: message(descriptionHeader),
      cell: (row) => [
        row.enterpriseOnly ? [message(enterpriseOnly), ' '] : [],
        inline(row.description),
      ],
    },
  ],
});
