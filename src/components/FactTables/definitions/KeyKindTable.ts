import {keyKinds} from '../../../data/keys';
import {inline, localized, message} from './cells';
import {defineFactTable} from './defineFactTable';

/** The site key, the secret and the test keys: what each is, what it looks like, where it goes. */
export const keyKindTable = defineFactTable({
  name: 'KeyKindTable',
  rows: () => keyKinds,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: message({id: 'factTable.keys.key', message: 'Key'}),
      cell: (row) => localized(row.name),
    },
    {
      header: message({id: 'factTable.keys.shape', message: 'Looks like'}),
      cell: (row) => inline(row.shape),
    },
    {
      header: message({id: 'factTable.keys.what', message: 'What it is'}),
      cell: (row) => inline(row.what),
    },
    {
      header: message({id: 'factTable.keys.where', message: 'Where it goes'}),
      cell: (row) => inline(row.where),
    },
  ],
});
