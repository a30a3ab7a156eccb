import {scriptParameters} from '../../../data/scriptParameters';
import {code, inline, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader} from './sharedMessages';

/** The query parameters of the widget script URL. */
export const scriptParameterTable = defineFactTable({
  name: 'ScriptParameterTable',
  rows: () => scriptParameters,
  rowKey: (row) => row.name,
  columns: () => [
    {
      header: message({id: 'factTable.scriptParameters.parameter', message: 'Parameter'}),
      cell: (row) => code(row.name),
    },
    {
      header: message({id: 'factTable.scriptParameters.values', message: 'Values'}),
      cell: (row) => inline(row.values),
    },
    {header: message(descriptionHeader), cell: (row) => inline(row.description)},
  ],
});
