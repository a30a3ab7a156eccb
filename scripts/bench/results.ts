import fs from 'node:fs';

/** What `npm run bench` measures (bench/results.json). Bytes are bytes; times are milliseconds unless named. */
export interface BenchResults {
  date: string;
  machine: string;
  build: {coldSeconds: number; peakMemoryMB: number};
  /** The shared code every page loads before its own: the runtime and main chunks. */
  jsBeforePageCode: {files: string[]; gzip: number};
  routes: RouteWeight[];
  searchIndex: {path: string; bytes: number; gzip: number}[];
  lighthouse: LighthouseResult[];
  keysVisible: {afterNavigationMs: number; afterHydrationMs: number; dashboardDelayMs: number};
}

/** What one page fetches until the network is idle, anonymous, with a cold cache. */
export interface RouteWeight {
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  requests: number;
  /** Bytes over the wire (Brotli from nginx). */
  transfer: number;
  js: {files: number; bytes: number; gzip: number; sharedGzip: number; pageGzip: number};
  css: {files: number; bytes: number; gzip: number};
  searchIndexBytes: number;
  /** Whether the page fetched Mermaid's code, and the theme editor's. */
  mermaid: boolean;
  /** The fact tables whose definitions (and rows) its scripts hold. */
  factTables: string[];
  editor: boolean;
  /** Whether its source holds a diagram, and whether it is the theme editor page. */
  hasDiagram: boolean;
  isEditor: boolean;
  /** The search results page, which needs the index by design. */
  isSearchPage: boolean;
}

export interface LighthouseResult {
  path: string;
  session: 'anonymous' | 'logged-in';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Console errors Lighthouse saw (best practices), as text. */
  consoleErrors: string[];
}

/** The limits of bench/budgets.json (bytes are gzip bytes, 1 kB = 1000 bytes). */
export interface Budgets {
  coldBuildSeconds: number;
  jsBeforePageCodeGzip: number;
  configurationJsGzip: number;
  cssGzip: number;
  lighthouse: {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    cls: number;
  };
  keysVisibleAfterHydrationMs: number;
  searchIndexBytesBeforeFocus: number;
}

/** bench/budgets.json, which `npm run bench` checks in full and `npm test` in part. */
export function readBudgets(file = 'bench/budgets.json'): Budgets {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets;
}
