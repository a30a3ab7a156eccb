import {
  testSecretKeys,
  testSiteKeys,
  type TestSecretKey,
  type TestSiteKey,
} from '../../../data/testKeys';
import {code, localized, inline} from './cells';
import {defineFactTable, type ColumnDefinition} from './defineFactTable';

type Kind = 'sitekey' | 'secret';
type Row = TestSiteKey | TestSecretKey;

const siteKeyColumns: ColumnDefinition<TestSiteKey>[] = [
  [{en: 'Test site key', fr: 'Clé de site de test'}, (row) => code(row.value)],
  [{en: 'What the widget does', fr: 'Ce que fait le widget'}, (row) => inline(row.widget)],
  [
    {en: 'Token returned', fr: 'Jeton renvoyé'},
    (row) => (row.token === null ? localized({en: 'None', fr: 'Aucun'}) : code(row.token)),
  ],
];

const secretColumns: ColumnDefinition<TestSecretKey>[] = [
  [{en: 'Test secret key', fr: 'Clé secrète de test'}, (row) => code(row.value)],
  [
    {en: 'What siteverify answers', fr: 'Ce que répond siteverify'},
    (row) => inline(row.verification),
  ],
];

/**
 * Every test key and what it does (`kind="sitekey"`: the widget; `kind="secret"`: siteverify),
 * failure paths included; rows are `#test-sitekey-<id>` and `#test-secret-<id>`.
 */
export const testKeyBehaviourTable = defineFactTable<Row, {kind: Kind}>({
  name: 'TestKeyBehaviourTable',
  props: (given) => {
    if (given.kind !== 'sitekey' && given.kind !== 'secret')
      throw new Error(
        `TestKeyBehaviourTable: kind must be "sitekey" or "secret", not ${String(given.kind)}`,
      );
    return {kind: given.kind};
  },
  rows: ({kind}) => (kind === 'sitekey' ? testSiteKeys : testSecretKeys),
  rowKey: (row) => row.value,
  rowId: (row) => `${'widget' in row ? 'test-sitekey' : 'test-secret'}-${row.id}`,
  // The rows are of the kind the props chose, so each column list sees its own rows.
  columns: ({kind}) =>
    (kind === 'sitekey' ? siteKeyColumns : secretColumns) as ColumnDefinition<Row>[],
});
