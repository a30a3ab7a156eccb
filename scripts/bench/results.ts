import fs from 'node:fs';
import type {SearchRelevance} from './searchRelevance';

/**
 * What `npm run bench` measures (bench/results.json): the site and its baseline (the same docs
 * with the speed mechanisms off, or one of them), audited interleaved in one run. Bytes are bytes;
 * times are milliseconds unless named.
 */
export interface BenchResults {
  date: string;
  machine: string;
  /** What the baseline is: `stock` (every mechanism off) or `without <mechanism>`. */
  comparedWith: string;
  site: VariantResults;
  baseline: VariantResults;
  /** The site's search index files, and the time its keys take to show (site only). */
  searchIndex: {path: string; bytes: number; gzip: number}[];
  keysVisible: {afterNavigationMs: number; afterHydrationMs: number; dashboardDelayMs: number};
  /** The site's search on the repository's query set, per locale (absent in older results). */
  searchRelevance?: SearchRelevance;
}

/** One build's figures. */
export interface VariantResults {
  name: string;
  build: {coldSeconds: number; peakMemoryMB: number};
  /** The code every page loads before its own (runtime and main), per locale. */
  jsBeforePageCode: {locale: string; files: string[]; gzip: number}[];
  /** Every page's weight, anonymous (the site); only the audited pages' for a baseline. */
  routes: RouteWeight[];
  /** Each audited page in each session: what it fetched until idle, and Lighthouse's medians. */
  audited: AuditedPage[];
}

export interface AuditedPage {
  path: string;
  session: Session;
  weight: RouteWeight;
  lighthouse: LighthouseResult;
}

export type Session = 'anonymous' | 'logged-in';

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
  session: Session;
  /** How many audits the medians below are taken from. */
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of script and of stylesheets over the wire (resource-summary). */
  scriptTransfer: number;
  stylesheetTransfer: number;
  /** Console errors Lighthouse saw (best practices), as text. */
  consoleErrors: string[];
}

/**
 * The limits of bench/budgets.json. Speed is a ratio to the baseline measured in the same run,
 * which holds on any machine; bytes are exact gzip sizes (1 kB = 1000 bytes), the same on every
 * machine; scores are Lighthouse's.
 */
export interface Budgets {
  ratios: {
    tbt: number;
    lcp: number;
    allJs: number;
    coldBuild: number;
  };
  /** The pages audited in both builds, each anonymous and logged in. */
  auditedPages: string[];
  jsBeforePageCodeGzip: number;
  configurationJsGzip: number;
  cssGzip: number;
  lighthouse: {
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
