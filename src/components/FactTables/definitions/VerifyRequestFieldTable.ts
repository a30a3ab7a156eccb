import {verifyRequestFields, type VerifyRequestField} from '../../../data/verifyFields';
import {code, localized, inline} from './cells';
import type {LocalizedText} from '../../../data/text';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader, fieldHeader, requiredHeader, requiredYes} from './sharedMessages';

/** Whether a field must be sent: required, recommended, or optional. */
const presence: Readonly<Record<VerifyRequestField['presence'], LocalizedText>> = {
  required: requiredYes,
  recommended: {en: 'Recommended', fr: 'Recommandé'},
  optional: {en: 'Optional', fr: 'Facultatif'},
};

/** The fields of the siteverify request body. */
export const verifyRequestFieldTable = defineFactTable({
  name: 'VerifyRequestFieldTable',
  rows: () => verifyRequestFields,
  rowKey: (row) => row.name,
  columns: () => [
    [fieldHeader, (row) => code(row.name)],
    [requiredHeader, (row) => localized(presence[row.presence])],
    [descriptionHeader, (row) => inline(row.description)],
  ],
});
