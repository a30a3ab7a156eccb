import {widgetAttributes} from '../../../data/widgetAttributes';
import {code, localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';
import {descriptionHeader} from './sharedMessages';

/** Every container attribute beside its `render()` option, with defaults. */
export const widgetAttributeTable = defineFactTable({
  name: 'WidgetAttributeTable',
  rows: () => widgetAttributes,
  rowKey: (row) => row.attribute,
  columns: () => [
    {
      header: {en: 'Attribute', fr: 'Attribut'},
      cell: (row) => code(row.attribute),
    },
    {
      header: localized(
        {en: '{render} option', fr: 'Option de {render}'},
        {render: code('render()')},
      ),
      cell: (row) => [code(row.option), ' ', code(row.optionType)],
    },
    {
      header: {en: 'Default', fr: 'Valeur par défaut'},
      cell: (row) =>
        row.defaultValue !== null
          ? code(row.defaultValue)
          : localized(
              row.required ? {en: 'required', fr: 'obligatoire'} : {en: 'none', fr: 'aucune'},
            ),
    },
    {header: descriptionHeader, cell: (row) => inline(row.description)},
  ],
});
