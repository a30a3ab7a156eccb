import {
  testScenarios,
  testSecretKeys,
  testSiteKeys,
  type TestScenario,
} from '../../../data/testKeys';
import {code, inline, link, message} from './cells';
import {defineFactTable} from './defineFactTable';

function siteKeyOf(row: TestScenario): string {
  return testSiteKeys.find((key) => key.id === row.siteKey)!.value;
}

/**
 * Which test site key to pair with which secret to test each path end to end, and what to expect;
 * each key links to its row in the behaviour tables of the same page. Rows are `#test-pair-<id>`.
 */
export const testKeyPairTable = defineFactTable({
  name: 'TestKeyPairTable',
  rows: () => testScenarios,
  rowKey: (row) => row.id,
  rowId: (row) => `test-pair-${row.id}`,
  columns: () => [
    {
      header: message({id: 'factTable.testKeyPairs.tests', message: 'To test'}),
      cell: (row) => inline(row.tests),
    },
    {
      header: message({id: 'factTable.testKeyPairs.siteKey', message: 'Site key'}),
      cell: (row) => link(`#test-sitekey-${row.siteKey}`, code(siteKeyOf(row))),
    },
    {
      header: message({id: 'factTable.testKeyPairs.secret', message: 'Secret key'}),
      cell: (row) =>
        row.secret === 'real'
          ? message({
              id: 'factTable.testKeyPairs.realSecret',
              message: 'Your real secret key',
              description: 'A test pairing that uses the real secret key on purpose',
            })
          : link(
              `#test-secret-${row.secret}`,
              code(testSecretKeys.find((key) => key.id === row.secret)!.value),
            ),
    },
    {
      header: message({id: 'factTable.testKeyPairs.expected', message: 'What should happen'}),
      cell: (row) => inline(row.expected),
    },
  ],
});
