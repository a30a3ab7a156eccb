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
    {
      header: {en: 'Date', fr: 'Date'},
      cell: (row) => localized(changelogDate(row.date)),
    },
    {
      header: {en: 'Version', fr: 'Version'},
      cell: (row) => row.version,
    },
    {
      header: {en: 'Change', fr: 'Changement'},
      cell: (row) => [inline(row.summary), note(inline(row.details))],
    },
  ],
});
