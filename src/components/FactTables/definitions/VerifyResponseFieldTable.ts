import {verifyResponseFields} from '../../../data/verifyFields';
import {code, localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader, enterpriseOnly, fieldHeader, typeHeader} from './sharedMessages';

/** The fields of the siteverify JSON answer. */
export const verifyResponseFieldTable = defineFactTable({
  name: 'VerifyResponseFieldTable',
  rows: () => verifyResponseFields,
  rowKey: (row) => row.name,
  columns: () => [
    {header: fieldHeader, cell: (row) => code(row.name)},
    {header: typeHeader, cell: (row) => inline(row.type)},
    {
      header: descriptionHeader,
      cell: (row) => [
        row.enterpriseOnly ? [localized(enterpriseOnly), ' '] : [],
        inline(row.description),
      ],
    },
  ],
});
