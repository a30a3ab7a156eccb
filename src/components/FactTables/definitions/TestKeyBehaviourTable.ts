import {
  testSecretKeys,
  testSiteKeys,
  type TestSecretKey,
  type TestSiteKey,
} from '../../../data/testKeys';
import {code, inline, message} from './cells';
import {defineFactTable, type ColumnDefinition} from './defineFactTable';

type Kind = 'sitekey' | 'secret';
type Row = TestSiteKey | TestSecretKey;

const siteKeyColumns: ColumnDefinition<TestSiteKey>[] = [
  {
    header: message({id: 'factTable.testKeyBehaviour.siteKey', message: 'Test site key'}),
    cell: (row) => code(row.value),
  },
  {
    header: message({id: 'factTable.testKeyBehaviour.widget', message: 'What the widget does'}),
    cell: (row) => inline(row.widget),
  },
  {
    header: message({id: 'factTable.testKeyBehaviour.token', message: 'Token returned'}),
    cell: (row) =>
      row.token === null
        ? message({
            id: 'factTable.testKeyBehaviour.noToken',
            message: 'None',
            description: 'The widget returns no token with this test site key',
          })
        : code(row.token),
  },
];

const secretColumns: ColumnDefinition<TestSecretKey>[] = [
  {
    header: message({id: 'factTable.testKeyBehaviour.secret', message: 'Test secret key'}),
    cell: (row) => code(row.value),
  },
  {
    header: message({
      id: 'factTable.testKeyBehaviour.verification',
      message: 'What siteverify answers',
    }),
    cell: (row) => inline(row.verification),
  },
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
