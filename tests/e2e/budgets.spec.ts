// The byte budgets of bench/budgets.json that need a browser, counted as `npm run bench` counts
// them (scripts/bench/pageWeight.ts): everything a page fetches until the network is idle (lazy
// chunks, grammars, the search box's code and styles). The build alone checks the first script
// (tests/build/byteBudget.test.ts); `npm run bench` checks all.
import fs from 'node:fs';
import {factTableNames} from '../../src/plugins/factComponentImports/factTableNames';
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
  const shown = factTableNames.filter((name) => source.includes(`<${name}`)).sort();
  expect(shown.length).toBeGreaterThan(1);
  expect(weight.factTables).toEqual(shown);
  expect(weight.js.gzip).toBeLessThanOrEqual(budgets.configurationJsGzip);
});

test(`the theme editor, the page with the most styles, fetches at most ${budgets.cssGzip} bytes of gzip CSS until idle`, async ({
  browser,
  baseURL,
}) => {
  const weight = await measureRoute(browser, baseURL!, 'build', {
    path: '/custom-themes-live',
    diagrams: 0,
    isEditor: true,
    isSearchPage: false,
  });
  // The shared stylesheet and the editor's own (the search box's comes on intent only).
  expect(weight.css.files).toBe(2);
  expect(weight.css.gzip).toBeLessThanOrEqual(budgets.cssGzip);
});
