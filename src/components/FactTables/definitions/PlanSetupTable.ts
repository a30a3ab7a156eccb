import {planFeatures, type PlanId} from '../../../data/plans';
import {inline, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {planProp} from './planProps';
import {featureHeader} from './sharedMessages';

/** Where each feature a plan adds is turned on (`plan="pro"`): a dashboard setting, your code, or nothing. */
export const planSetupTable = defineFactTable({
  name: 'PlanSetupTable',
  props: (given): {plan: PlanId} => ({plan: planProp('PlanSetupTable', given.plan)}),
  rows: ({plan}) => planFeatures.filter((feature) => feature.from === plan),
  rowKey: (row) => row.id,
  columns: () => [
    {header: message(featureHeader), cell: (row) => inline(row.name)},
    {
      header: message({id: 'factTable.plans.enable', message: 'Where to enable it'}),
      cell: (row) => inline(row.enable),
    },
  ],
});
