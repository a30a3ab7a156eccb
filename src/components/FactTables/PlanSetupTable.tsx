import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {planFeatures, type PlanId} from '@site/src/data/plans';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {FeatureHeader} from './columns';

/** Where each feature a plan adds is turned on: a dashboard setting, your code, or nothing. */
export default function PlanSetupTable({plan}: {plan: PlanId}): ReactNode {
  return (
    <FactTable
      rows={planFeatures.filter((feature) => feature.from === plan)}
      rowKey={(row) => row.id}
      columns={[
        {header: <FeatureHeader />, cell: (row) => <InlineText text={row.name} />},
        {
          header: <Translate id="factTable.plans.enable">Where to enable it</Translate>,
          cell: (row) => <InlineText text={row.enable} />,
        },
      ]}
    />
  );
}
