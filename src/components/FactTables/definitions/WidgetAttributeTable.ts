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
    [{en: 'Attribute', fr: 'Attribut'}, (row) => code(row.attribute)],
    [
      localized({en: '{render} option', fr: 'Option de {render}'}, {render: code('render()')}),
      (row) => [code(row.option), ' ', code(row.optionType)],
    ],
    [
      {en: 'Default', fr: 'Valeur par défaut'},
      (row) =>
        row.defaultValue !== null
          ? code(row.defaultValue)
          : localized(
              row.required ? {en: 'required', fr: 'obligatoire'} : {en: 'none', fr: 'aucune'},
            ),
    ],
    [descriptionHeader, (row) => inline(row.description)],
  ],
});
