import {changelog, changelogDate, changelogEntryId} from '../../../data/changelog';
import {localized, inline, note} from './cells';
import {defineFactTable} from './defineFactTable';

/** The notable changes to the `/1/` script, newest first, each with its own anchor. */
export const changelogTable = defineFactTable({
  name: 'ChangelogTable',
  rows: () => changelog,
  rowKey: (row) => row.version,
  rowId: (row) => changelogEntryId(row),
  columns: () => [
    [{en: 'Date', fr: 'Date'}, (row) => localized(changelogDate(row.date))],
    [{en: 'Version', fr: 'Version'}, (row) => row.version],
    [{en: 'Change', fr: 'Changement'}, (row) => [inline(row.summary), note(inline(row.details))]],
  ],
});
