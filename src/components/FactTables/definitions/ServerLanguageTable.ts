import {serverLanguages} from '../../../data/serverLanguages';
import {code, inline, link, message} from './cells';
import {defineFactTable} from './defineFactTable';

/** What each server example needs to run, with a link to the notes on it. */
export const serverLanguageTable = defineFactTable({
  name: 'ServerLanguageTable',
  rows: () => serverLanguages,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: message({id: 'factTable.serverLanguages.language', message: 'Language'}),
      cell: (row) => link(`#${row.notes}`, row.label),
    },
    {
      header: message({id: 'factTable.serverLanguages.minimum', message: 'Runs on'}),
      cell: (row) => row.minimum,
    },
    {
      header: message({id: 'factTable.serverLanguages.client', message: 'Calls siteverify with'}),
      cell: (row) => inline(row.client),
    },
    {
      header: message({id: 'factTable.serverLanguages.install', message: 'To install'}),
      cell: (row) =>
        row.install
          ? code(row.install)
          : message({id: 'factTable.serverLanguages.nothing', message: 'Nothing'}),
    },
  ],
});
