import {changelog, changelogDate, changelogEntryId} from '../../../data/changelog';
import {inline, localized, message, note} from './cells';
import {defineFactTable} from './defineFactTable';

/** The notable changes to the `/1/` script, newest first, each with its own anchor. */
export const changelogTable = defineFactTable({
  name: 'ChangelogTable',
  rows: () => changelog,
  rowKey: (row) => row.version,
  rowId: (row) => changelogEntryId(row),
  columns: () => [
    {
      header: message({id: 'factTable.changelog.date', message: 'Date'}),
      cell: (row) => localized(changelogDate(row.date)),
    },
    {
      header: message({id: 'factTable.changelog.version', message: 'Version'}),
      cell: (row) => row.version,
    },
    {
      header: message({id: 'factTable.changelog.change', message: 'Change'}),
      cell: (row) => [inline(row.summary), note(inline(row.details))],
    },
  ],
});
