import {verifyRequestFields, type VerifyRequestField} from '../../../data/verifyFields';
import {code, inline, message, type UiMessage} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader, fieldHeader, requiredHeader, requiredYes} from './sharedMessages';

/** Whether a field must be sent: required, recommended, or optional. */
const presence: Readonly<Record<VerifyRequestField['presence'], UiMessage>> = {
  required: requiredYes,
  recommended: {id: 'factTable.verifyRequest.recommended', message: 'Recommended'},
  optional: {id: 'factTable.verifyRequest.optional', message: 'Optional'},
};

/** The fields of the siteverify request body. */
export const verifyRequestFieldTable = defineFactTable({
  name: 'VerifyRequestFieldTable',
  rows: () => verifyRequestFields,
  rowKey: (row) => row.name,
  columns: () => [
    {header: message(fieldHeader), cell: (row) => code(row.name)},
    {
      header: message(requiredHeader),
      cell: (row) => message(presence[row.presence]),
    },
    {header: message(descriptionHeader), cell: (row) => inline(row.description)},
  ],
});
