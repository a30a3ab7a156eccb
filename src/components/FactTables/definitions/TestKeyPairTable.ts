import {
  testScenarios,
  testSecretKeys,
  testSiteKeys,
  type TestScenario,
} from '../../../data/testKeys';
import {code, localized, inline, link} from './cells';
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
    [{en: 'To test', fr: 'À tester'}, (row) => inline(row.tests)],
    [
      {en: 'Site key', fr: 'Clé de site'},
      (row) => link(`#test-sitekey-${row.siteKey}`, code(siteKeyOf(row))),
    ],
    [
      {en: 'Secret key', fr: 'Clé secrète'},
      (row) =>
        row.secret === 'real'
          ? localized({en: 'Your real secret key', fr: 'Votre clé secrète réelle'})
          : link(
              `#test-secret-${row.secret}`,
              code(testSecretKeys.find((key) => key.id === row.secret)!.value),
            ),
    ],
    [{en: 'What should happen', fr: 'Ce qui doit se passer'}, (row) => inline(row.expected)],
  ],
});
