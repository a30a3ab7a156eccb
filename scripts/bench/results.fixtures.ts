// One benchmark run within every budget, and its pages, for the tests of what reads results.
import type {BenchResults, RouteWeight} from './results';

/** One page's weight, ordinary unless told otherwise. */
export const route = (path: string, overrides: Partial<RouteWeight> = {}): RouteWeight => ({
  path,
  htmlBytes: 100_000,
  htmlGzip: 20_000,
  requests: 20,
  transfer: 300_000,
  js: {files: 8, bytes: 500_000, gzip: 150_000, sharedGzip: 100_000, pageGzip: 50_000},
  css: {files: 1, bytes: 80_000, gzip: 14_000},
  searchIndexBytes: 0,
  mermaid: false,
  factTables: [],
  editor: false,
  hasDiagram: false,
  isEditor: false,
  isSearchPage: false,
  ...overrides,
});

export const passing: BenchResults = {
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
