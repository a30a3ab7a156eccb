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
    [fieldHeader, (row) => code(row.name)],
    [typeHeader, (row) => inline(row.type)],
    [
      descriptionHeader,
      (row) => [
        row.enterpriseOnly ? [localized(enterpriseOnly), ' '] : [],
        inline(row.description),
      ],
    ],
  ],
});
