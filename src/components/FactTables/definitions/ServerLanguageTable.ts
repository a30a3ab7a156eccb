import {serverLanguages} from '../../../data/serverLanguages';
import {code, localized, inline, link} from './cells';
import {defineFactTable} from './defineFactTable';

/** What each server example needs to run, with a link to the notes on it. */
export const serverLanguageTable = defineFactTable({
  name: 'ServerLanguageTable',
  rows: () => serverLanguages,
  rowKey: (row) => row.id,
  columns: () => [
    [{en: 'Language', fr: 'Langage'}, (row) => link(`#${row.notes}`, row.label)],
    [{en: 'Runs on', fr: 'Fonctionne avec'}, (row) => row.minimum],
    [{en: 'Calls siteverify with', fr: 'Appelle siteverify avec'}, (row) => inline(row.client)],
    [
      {en: 'To install', fr: 'À installer'},
      (row) => (row.install ? code(row.install) : localized({en: 'Nothing', fr: 'Rien'})),
    ],
  ],
});
