import {
  planFeatures,
  planIncludes,
  planNames,
  type PlanFeature,
  type PlanId,
} from '../../../data/plans';
import {localized, inline, link} from './cells';
import type {LocalizedText} from '../../../data/text';
import {defineFactTable, knownProp, type ColumnDefinition} from './defineFactTable';
import {featureHeader} from './sharedMessages';

const included: LocalizedText = {en: 'Yes', fr: 'Oui'};
const notIncluded: LocalizedText = {en: 'No', fr: 'Non'};

/** Which plan includes which feature, for the plans given (`plans={['free', 'pro']}`; all three by default). */
export const planComparisonTable = defineFactTable({
  name: 'PlanComparisonTable',
  props: (given): {plans: readonly PlanId[]} => {
    if (given.plans === undefined) return {plans: ['free', 'pro', 'enterprise']};
    if (!Array.isArray(given.plans))
      throw new Error(`PlanComparisonTable: unknown plans ${String(given.plans)}`);
    return {
      plans: given.plans.map((plan) => knownProp('PlanComparisonTable', 'plan', plan, planNames)),
    };
  },
  // A feature no listed plan has is left out: the Free/Pro table does not list Enterprise features.
  rows: ({plans}) =>
    planFeatures.filter((feature) => plans.some((plan) => planIncludes(plan, feature))),
  rowKey: (row) => row.id,
  columns: ({plans}) => [
    [featureHeader, (row) => (row.docs ? link(row.docs, inline(row.name)) : inline(row.name))],
    ...plans.map((plan): ColumnDefinition<PlanFeature> => [
      planNames[plan],
      (row) => localized(planIncludes(plan, row) ? included : notIncluded),
    ]),
  ],
});
