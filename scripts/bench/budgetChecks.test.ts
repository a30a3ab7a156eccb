import {checkBudgets, median} from './budgetChecks';
import {readBudgets, type BenchResults, type RouteWeight} from './results';

const budgets = readBudgets();

const route = (path: string, overrides: Partial<RouteWeight> = {}): RouteWeight => ({
  path,
  htmlBytes: 100_000,
  htmlGzip: 20_000,
  requests: 20,
  transfer: 300_000,
  js: {files: 8, bytes: 500_000, gzip: 150_000, sharedGzip: 100_000, pageGzip: 50_000},
  css: {files: 1, bytes: 80_000, gzip: 14_000},
  searchIndexBytes: 0,
  mermaid: false,
  editor: false,
  hasDiagram: false,
  isEditor: false,
  isSearchPage: false,
  ...overrides,
});

const passing: BenchResults = {
  date: '2026-11-23T00:00:00Z',
  machine: 'test',
  build: {coldSeconds: 25, peakMemoryMB: 2000},
  jsBeforePageCode: {files: ['runtime~main.1.js', 'main.2.js'], gzip: 110_000},
  routes: [route('/api'), route('/configuration')],
  searchIndex: [],
  lighthouse: [
    {
      path: '/',
      session: 'anonymous',
      performance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcpMs: 900,
      lcpMs: 1500,
      tbtMs: 50,
      cls: 0,
      consoleErrors: [],
    },
  ],
  keysVisible: {afterNavigationMs: 700, afterHydrationMs: 120, dashboardDelayMs: 100},
};

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
