import {planFeatures, planNames, type PlanId} from '../../../data/plans';
import {inline} from './cells';
import {defineFactTable, knownProp} from './defineFactTable';
import {featureHeader} from './sharedMessages';

/** Where each feature a plan adds is turned on (`plan="pro"`): a dashboard setting, your code, or nothing. */
export const planSetupTable = defineFactTable({
  name: 'PlanSetupTable',
  props: (given): {plan: PlanId} => ({
    plan: knownProp('PlanSetupTable', 'plan', given.plan, planNames),
  }),
  rows: ({plan}) => planFeatures.filter((feature) => feature.from === plan),
  rowKey: (row) => row.id,
  columns: () => [
    [featureHeader, (row) => inline(row.name)],
    [{en: 'Where to enable it', fr: "Où l'activer"}, (row) => inline(row.enable)],
  ],
});
