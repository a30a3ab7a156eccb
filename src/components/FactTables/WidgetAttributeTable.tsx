import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {widgetAttributes} from '@site/src/data/widgetAttributes';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {DescriptionHeader} from './columns';

/** Every container attribute beside its `render()` option, with defaults. */

const renderCall = 'render()';
export default function WidgetAttributeTable(): ReactNode {
  return (
    <FactTable
      rows={widgetAttributes}
      rowKey={(row) => row.attribute}
      columns={[
        {
          header: <Translate id="factTable.attributes.attribute">Attribute</Translate>,
          cell: (row) => <code>{row.attribute}</code>,
        },
        {
          header: (
            <Translate
              id="factTable.attributes.option"
              values={{render: <code>{renderCall}</code>}}>
              {'{render} option'}
            </Translate>
          ),
          cell: (row) => (
            <>
              <code>{row.option}</code> <code>{row.optionType}</code>
            </>
          ),
        },
        {
          header: <Translate id="factTable.attributes.default">Default</Translate>,
          cell: (row) =>
            row.defaultValue !== null ? (
              <code>{row.defaultValue}</code>
            ) : row.required ? (
              <Translate id="factTable.attributes.required">required</Translate>
            ) : (
              <Translate id="factTable.attributes.none">none</Translate>
            ),
        },
        {header: <DescriptionHeader />, cell: (row) => <InlineText text={row.description} />},
      ]}
    />
  );
}
