import {planFeatures, planNames, planPages} from '../../../data/plans';
import {widgetModes} from '../../../data/widgetModes';
import {localized, inline, link} from './cells';
import {defineFactTable} from './defineFactTable';
import {planHeader} from './sharedMessages';

/** Where a mode is set, read from the plan feature that turns it on. */
function whereSet(feature: string) {
  const found = planFeatures.find((candidate) => candidate.id === feature);
  if (found === undefined) throw new Error(`WidgetModeTable: no plan feature "${feature}"`);
  return inline(found.enable);
}

/** How often each widget mode challenges visitors, where it is set, and the plan it needs. */
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
    [{en: 'Where it is set', fr: 'Où le régler'}, (row) => whereSet(row.feature)],
    [{en: 'Behaviour', fr: 'Comportement'}, (row) => inline(row.behaviour)],
  ],
});
