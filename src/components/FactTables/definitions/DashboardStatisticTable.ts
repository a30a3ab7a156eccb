import {dashboardStatistics} from '../../../data/dashboard';
import {inline, localized} from './cells';
import {defineFactTable} from './defineFactTable';

/** What the dashboard shows for each site, per hour, on every plan (`/keys#statistics`). */
export const dashboardStatisticTable = defineFactTable({
  name: 'DashboardStatisticTable',
  rows: () => dashboardStatistics,
  rowKey: (row) => row.id,
  columns: () => [
    [{en: 'Statistic', fr: 'Statistique'}, (row) => localized(row.name)],
    [{en: 'What it counts', fr: "Ce qu'elle compte"}, (row) => inline(row.counts)],
  ],
});
