import {keyKinds} from '../../../data/keys';
import {localized, inline} from './cells';
import {defineFactTable} from './defineFactTable';

/** The site key, the secret and the test keys: what each is, what it looks like, where it goes. */
export const keyKindTable = defineFactTable({
  name: 'KeyKindTable',
  rows: () => keyKinds,
  rowKey: (row) => row.id,
  columns: () => [
    [{en: 'Key', fr: 'Clé'}, (row) => localized(row.name)],
    [{en: 'Looks like', fr: 'Forme'}, (row) => inline(row.shape)],
    [{en: 'What it is', fr: "Ce que c'est"}, (row) => inline(row.what)],
    [{en: 'Where it goes', fr: 'Où la mettre'}, (row) => inline(row.where)],
  ],
});
