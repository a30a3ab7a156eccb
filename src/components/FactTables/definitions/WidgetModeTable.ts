import {planNames, planPages} from '../../../data/plans';
import {widgetModes} from '../../../data/widgetModes';
import {inline, link, message} from './cells';
import {defineFactTable} from './defineFactTable';
import {planHeader} from './sharedMessages';

/** How often each widget mode challenges visitors, and the plan it needs. */
export const widgetModeTable = defineFactTable({
  name: 'WidgetModeTable',
  rows: () => widgetModes,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: message({id: 'factTable.modes.mode', message: 'Mode'}),
      cell: (row) => inline(row.name),
    },
    {
      header: message(planHeader),
      cell: (row) => {
        const page = planPages[row.from];
        return page === null
          ? message({id: 'factTable.modes.everyPlan', message: 'Every plan'})
          : link(page, planNames[row.from]);
      },
    },
    {
      header: message({id: 'factTable.modes.behaviour', message: 'Behaviour'}),
      cell: (row) => inline(row.behaviour),
    },
  ],
});
