import {scriptParameters} from '../../../data/scriptParameters';
import {code, inline} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader} from './sharedMessages';

/** The query parameters of the widget script URL. */
export const scriptParameterTable = defineFactTable({
  name: 'ScriptParameterTable',
  rows: () => scriptParameters,
  rowKey: (row) => row.name,
  columns: () => [
    [{en: 'Parameter', fr: 'Paramètre'}, (row) => code(row.name)],
    [{en: 'Values', fr: 'Valeurs'}, (row) => inline(row.values)],
    [descriptionHeader, (row) => inline(row.description)],
  ],
});
