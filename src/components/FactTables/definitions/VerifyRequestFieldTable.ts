import {verifyRequestFields} from '../../../data/verifyFields';
import {code, inline, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader, fieldHeader, requiredHeader, requiredYes} from './sharedMessages';

/** The fields of the siteverify request body. */
export const verifyRequestFieldTable = defineFactTable({
  name: 'VerifyRequestFieldTable',
  rows: () => verifyRequestFields,
  rowKey: (row) => row.name,
  columns: () => [
    {header: message(fieldHeader), cell: (row) => code(row.name)},
    {
      header: message(requiredHeader),
      cell: (row) =>
        message(
          row.presence === 'required'
            ? requiredYes
            : {id: 'factTable.verifyRequest.recommended', message: 'Recommended'},
        ),
    },
    {header: message(descriptionHeader), cell: (row) => inline(row.description)},
  ],
});
