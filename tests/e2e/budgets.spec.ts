// The byte budget of bench/budgets.json that needs a browser: all the JS a page with many code
// samples runs until the network is idle (lazy chunks, grammars, the search box's code). The
// build alone checks the others (tests/build/byteBudget.test.ts); `npm run bench` checks all.
import fs from 'node:fs';
import {factTables} from '../../src/components/FactTables/definitions';
import {measureRoute} from '../../scripts/bench/pageWeight';
import {readBudgets} from '../../scripts/bench/results';
import {test, expect} from './fixtures';

const budgets = readBudgets();

test(`/configuration runs at most ${budgets.configurationJsGzip} bytes of gzip JS until idle`, async ({
  browser,
  baseURL,
}) => {
  const weight = await measureRoute(browser, baseURL!, 'build', {
    path: '/configuration',
    diagrams: 0,
    isEditor: false,
    isSearchPage: false,
  });
  // The page's own code came too, not only the first script.
  expect(weight.js.pageGzip).toBeGreaterThan(0);
  // With the rows of the tables it shows, and of no other page's (factComponentImports).
  const source = fs.readFileSync('docs/configuration.mdx', 'utf8');
  const shown = [...factTables.keys()].filter((name) => source.includes(`<${name}`)).sort();
  expect(shown.length).toBeGreaterThan(1);
  expect(weight.factTables).toEqual(shown);
  expect(weight.js.gzip).toBeLessThanOrEqual(budgets.configurationJsGzip);
});
