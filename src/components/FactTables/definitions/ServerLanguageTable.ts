import {serverLanguages} from '../../../data/serverLanguages';
import {code, localized, inline, link} from './cells';
import {defineFactTable} from './defineFactTable';

/** What each server example needs to run, with a link to the notes on it. */
export const serverLanguageTable = defineFactTable({
  name: 'ServerLanguageTable',
  rows: () => serverLanguages,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: {en: 'Language', fr: 'Langage'},
      cell: (row) => link(`#${row.notes}`, row.label),
    },
    {
      header: {en: 'Runs on', fr: 'Fonctionne avec'},
      cell: (row) => row.minimum,
    },
    {
      header: {en: 'Calls siteverify with', fr: 'Appelle siteverify avec'},
      cell: (row) => inline(row.client),
    },
    {
      header: {en: 'To install', fr: 'À installer'},
      cell: (row) => (row.install ? code(row.install) : localized({en: 'Nothing', fr: 'Rien'})),
    },
  ],
});
