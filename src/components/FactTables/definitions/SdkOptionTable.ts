import {sdkOptions} from '../../../data/sdks';
import {code, inline, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader, requiredHeader, requiredYes} from './sharedMessages';

/** The options every SDK takes. */
export const sdkOptionTable = defineFactTable({
  name: 'SdkOptionTable',
  rows: () => sdkOptions,
  rowKey: (row) => row.name,
  columns: () => [
    {
      header: message({id: 'factTable.sdkOptions.option', message: 'Option'}),
      cell: (row) => code(row.name),
    },
    {
      header: message(requiredHeader),
      cell: (row) =>
        message(row.required ? requiredYes : {id: 'factTable.sdkOptions.optional', message: 'No'}),
    },
    {header: message(descriptionHeader), cell: (row) => inline(row.description)},
  ],
});
