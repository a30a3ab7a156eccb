import {verifyResponseFields} from '../../../data/verifyFields';
import {code, inline, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader, enterpriseOnly, fieldHeader, typeHeader} from './sharedMessages';

/** The fields of the siteverify JSON answer. */
export const verifyResponseFieldTable = defineFactTable({
  name: 'VerifyResponseFieldTable',
  rows: () => verifyResponseFields,
  rowKey: (row) => row.name,
  columns: () => [
    {header: message(fieldHeader), cell: (row) => code(row.name)},
    {header: message(typeHeader), cell: (row) => inline(row.type)},
    {
      header: message(descriptionHeader),
      cell: (row) => [
        row.enterpriseOnly ? [message(enterpriseOnly), ' '] : [],
        inline(row.description),
      ],
    },
  ],
});
