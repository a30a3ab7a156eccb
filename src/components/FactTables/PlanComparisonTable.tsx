import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {planFeatures, planIncludes, planNames, type PlanId} from '@site/src/data/plans';
import FactTable from './FactTable';
import InlineText from './InlineText';
import {FeatureHeader} from './columns';

function Included({yes}: {yes: boolean}): ReactNode {
  return yes ? (
    <Translate id="factTable.plans.included">Yes</Translate>
  ) : (
    <Translate id="factTable.plans.notIncluded">No</Translate>
  );
}

/** Which plan includes which feature, for the plans given (all three by default). */
export default function PlanComparisonTable({
  plans = ['free', 'pro', 'enterprise'],
}: {
  plans?: readonly PlanId[];
}): ReactNode {
  // A feature no listed plan has is left out: the Free/Pro table does not list Enterprise features.
  const rows = planFeatures.filter((feature) => plans.some((plan) => planIncludes(plan, feature)));
  return (
    <FactTable
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          header: <FeatureHeader />,
          cell: (row) =>
            row.docs ? (
              <Link to={row.docs}>
                <InlineText text={row.name} />
              </Link>
            ) : (
              <InlineText text={row.name} />
            ),
        },
        ...plans.map((plan) => ({
          header: planNames[plan],
          cell: (row: (typeof rows)[number]) => <Included yes={planIncludes(plan, row)} />,
        })),
      ]}
    />
  );
}
