import {keyKinds} from '../../../data/keys';
import {localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';

/** The site key, the secret and the test keys: what each is, what it looks like, where it goes. */
export const keyKindTable = defineFactTable({
  name: 'KeyKindTable',
  rows: () => keyKinds,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: {en: 'Key', fr: 'Clé'},
      cell: (row) => localized(row.name),
    },
    {
      header: {en: 'Looks like', fr: 'Exemple'},
      cell: (row) => inline(row.shape),
    },
    {
      header: {en: 'What it is', fr: "Ce que c'est"},
      cell: (row) => inline(row.what),
    },
    {
      header: {en: 'Where it goes', fr: 'Où la mettre'},
      cell: (row) => inline(row.where),
    },
  ],
});
