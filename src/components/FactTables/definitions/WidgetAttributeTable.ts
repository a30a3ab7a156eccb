import {widgetAttributes} from '../../../data/widgetAttributes';
import {code, inline, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader} from './sharedMessages';

/** Every container attribute beside its `render()` option, with defaults. */
export const widgetAttributeTable = defineFactTable({
  name: 'WidgetAttributeTable',
  rows: () => widgetAttributes,
  rowKey: (row) => row.attribute,
  columns: () => [
    {
      header: message({id: 'factTable.attributes.attribute', message: 'Attribute'}),
      cell: (row) => code(row.attribute),
    },
    {
      header: message(
        {id: 'factTable.attributes.option', message: '{render} option'},
        {render: code('render()')},
      ),
      cell: (row) => [code(row.option), ' ', code(row.optionType)],
    },
    {
      header: message({id: 'factTable.attributes.default', message: 'Default'}),
      cell: (row) =>
        row.defaultValue !== null
          ? code(row.defaultValue)
          : message(
              row.required
                ? {id: 'factTable.attributes.required', message: 'required'}
                : {id: 'factTable.attributes.none', message: 'none'},
            ),
    },
    {header: message(descriptionHeader), cell: (row) => inline(row.description)},
  ],
});
