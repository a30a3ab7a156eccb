import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {planNames, planPages} from '@site/src/data/plans';
import {widgetModes} from '@site/src/data/widgetModes';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {PlanHeader} from './columns';

/** How often each widget mode challenges visitors, and the plan it needs. */
export default function WidgetModeTable(): ReactNode {
  return (
    <FactTable
      rows={widgetModes}
      rowKey={(row) => row.id}
      columns={[
        {
          header: <Translate id="factTable.modes.mode">Mode</Translate>,
          cell: (row) => <InlineText text={row.name} />,
        },
        {
          header: <PlanHeader />,
          cell: (row) => {
            const page = planPages[row.from];
            return page === null ? (
              <Translate id="factTable.modes.everyPlan">Every plan</Translate>
            ) : (
              <Link to={page}>{planNames[row.from]}</Link>
            );
          },
        },
        {
          header: <Translate id="factTable.modes.behaviour">Behaviour</Translate>,
          cell: (row) => <InlineText text={row.behaviour} />,
        },
      ]}
    />
  );
}
