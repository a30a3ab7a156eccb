import {checkBudgets, median} from './budgetChecks';
import {passing, route} from './results.fixtures';
import {readBudgets, type BenchResults} from './results';

const budgets = readBudgets();

const failing = (results: BenchResults) =>
  checkBudgets(results, budgets)
    .filter((c) => !c.ok)
    .map((c) => c.name);

describe('checkBudgets', () => {
  it('passes a run within every budget', () => {
    expect(failing(passing)).toEqual([]);
  });

  it('lets the search page itself fetch the index', () => {
    const routes = [...passing.routes, route('/search', {isSearchPage: true, searchIndexBytes: 9})];
    expect(failing({...passing, routes})).toEqual([]);
  });

  it.each([
    ['a slow build', {build: {coldSeconds: 31, peakMemoryMB: 1}}, 'cold build'],
    ['a heavy main', {jsBeforePageCode: {files: [], gzip: 120_001}}, 'JS before page code'],
    [
      'a search index fetched on load',
      {routes: [route('/api', {searchIndexBytes: 10}), route('/configuration')]},
      'search index',
    ],
    [
      'Mermaid on a page without a diagram',
      {routes: [route('/api', {mermaid: true}), route('/configuration')]},
      'Mermaid',
    ],
    ['a page the benchmark did not weigh', {routes: [route('/api')]}, 'all JS on /configuration'],
    [
      'slow keys',
      {keysVisible: {afterNavigationMs: 1, afterHydrationMs: 151, dashboardDelayMs: 100}},
      'keys visible',
    ],
    [
      'any layout shift',
      {lighthouse: [{...passing.lighthouse[0]!, cls: 0.001}]},
      'CLS / (anonymous)',
    ],
  ])('fails %s', (_, change, name) => {
    expect(failing({...passing, ...change}).join('\n')).toContain(name);
  });
});

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });
});
