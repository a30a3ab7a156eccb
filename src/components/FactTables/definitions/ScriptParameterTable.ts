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
    {
      header: {en: 'Parameter', fr: 'Paramètre'},
      cell: (row) => code(row.name),
    },
    {
      header: {en: 'Values', fr: 'Valeurs'},
      cell: (row) => inline(row.values),
    },
    {header: descriptionHeader, cell: (row) => inline(row.description)},
  ],
});
