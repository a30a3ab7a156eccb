import {planNames, planPages} from '../../../data/plans';
import {widgetModes} from '../../../data/widgetModes';
import {localized, inline, link} from './cells';
import {defineFactTable} from './defineFactTable';
import {planHeader} from './sharedMessages';

/** How often each widget mode challenges visitors, and the plan it needs. */
export const widgetModeTable = defineFactTable({
  name: 'WidgetModeTable',
  rows: () => widgetModes,
  rowKey: (row) => row.id,
  columns: () => [
    [{en: 'Mode', fr: 'Mode'}, (row) => inline(row.name)],
    [
      planHeader,
      (row) => {
        const page = planPages[row.from];
        return page === null
          ? localized({en: 'Every plan', fr: 'Toutes les offres'})
          : link(page, planNames[row.from]);
      },
    ],
    [{en: 'Behaviour', fr: 'Comportement'}, (row) => inline(row.behaviour)],
  ],
});
