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
    [{en: 'Option', fr: 'Option'}, (row) => code(row.name)],
    [requiredHeader, (row) => localized(row.required ? requiredYes : {en: 'No', fr: 'Non'})],
    [descriptionHeader, (row) => inline(row.description)],
  ],
});
