// One benchmark run within every budget, and its pages, for the tests of what reads results.
import type {AuditedPage, BenchResults, LighthouseResult, RouteWeight, Session} from './results';

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

/** Lighthouse's medians for one page, ordinary unless told otherwise. */
const lighthouse = (
  path: string,
  session: Session,
  overrides: Partial<LighthouseResult> = {},
): LighthouseResult => ({
  path,
  session,
  runs: 3,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs: 100,
  cls: 0,
  scriptTransfer: 120_000,
  stylesheetTransfer: 12_000,
  consoleErrors: [],
  ...overrides,
});

const audited = (
  paths: readonly string[],
  weight: Partial<RouteWeight>,
  figures: Partial<LighthouseResult>,
): AuditedPage[] =>
  paths.flatMap((path) =>
    (['anonymous', 'logged-in'] as const).map((session) => ({
      path,
      session,
      weight: route(path, weight),
      lighthouse: lighthouse(path, session, figures),
    })),
  );

const pages = ['/', '/configuration'];

export const passing: BenchResults = {
  date: '2026-11-23T00:00:00Z',
  machine: 'test',
  comparedWith: 'stock',
  site: {
    name: 'site',
    build: {coldSeconds: 60, peakMemoryMB: 2000},
    jsBeforePageCode: [
      {locale: 'en', files: ['runtime~main.1.js', 'main.2.js'], gzip: 110_000},
      {locale: 'fr', files: ['runtime~main.3.js', 'main.4.js'], gzip: 111_000},
    ],
    routes: [route('/api'), route('/configuration')],
    audited: audited(pages, {}, {}),
  },
  baseline: {
    name: 'baseline',
    build: {coldSeconds: 50, peakMemoryMB: 2000},
    jsBeforePageCode: [
      {locale: 'en', files: ['runtime~main.5.js', 'main.6.js'], gzip: 200_000},
      {locale: 'fr', files: ['runtime~main.7.js', 'main.8.js'], gzip: 201_000},
    ],
    routes: [],
    audited: audited(
      pages,
      {js: {files: 9, bytes: 900_000, gzip: 300_000, sharedGzip: 200_000, pageGzip: 100_000}},
      {tbtMs: 400, lcpMs: 2000, fcpMs: 1800},
    ),
  },
  searchIndex: [],
  keysVisible: {afterNavigationMs: 700, afterHydrationMs: 120, dashboardDelayMs: 100},
};
