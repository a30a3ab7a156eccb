import {sdkOptions} from '../../../data/sdks';
import {code, localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader, requiredHeader, requiredYes} from './sharedMessages';

/** The options every SDK takes. */
export const sdkOptionTable = defineFactTable({
  name: 'SdkOptionTable',
  rows: () => sdkOptions,
  rowKey: (row) => row.name,
  columns: () => [
    {
      header: {en: 'Option', fr: 'Option'},
      cell: (row) => code(row.name),
    },
    {
      header: requiredHeader,
      cell: (row) => localized(row.required ? requiredYes : {en: 'No', fr: 'Non'}),
    },
    {header: descriptionHeader, cell: (row) => inline(row.description)},
  ],
});
