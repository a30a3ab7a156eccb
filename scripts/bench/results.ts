import fs from 'node:fs';
import type {SearchRelevance} from './searchRelevance';

/** bench/results.json. Times are milliseconds unless named. */
export interface BenchResults {
  date: string;
  machine: string;
  /** What the baseline is: `stock` (every mechanism off) or `without <mechanism>`. */
  comparedWith: string;
  site: VariantResults;
  baseline: VariantResults;
  searchIndex: {path: string; bytes: number; gzip: number}[];
  keysVisible: {afterNavigationMs: number; afterHydrationMs: number; dashboardDelayMs: number};
  /** Absent in older results. */
  searchRelevance?: SearchRelevance;
}

export interface VariantResults {
  name: string;
  build: {coldSeconds: number; peakMemoryMB: number};
  /** Runtime and main, per locale. */
  jsBeforePageCode: {locale: string; files: string[]; gzip: number}[];
  /** Every page's weight, anonymous; none for a baseline. */
  routes: RouteWeight[];
  audited: AuditedPage[];
}

export interface AuditedPage {
  path: string;
  session: Session;
  weight: RouteWeight;
  lighthouse: LighthouseResult;
}

export type Session = 'anonymous' | 'logged-in';

export interface RouteWeight {
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  requests: number;
  transfer: number;
  js: {files: number; bytes: number; gzip: number; sharedGzip: number; pageGzip: number};
  css: {files: number; bytes: number; gzip: number};
  searchIndexBytes: number;
  /** Whether the page fetched Mermaid's code. */
  mermaid: boolean;
  factTables: string[];
  editor: boolean;
  hasDiagram: boolean;
  isEditor: boolean;
  isSearchPage: boolean;
}

export interface LighthouseResult {
  path: string;
  session: Session;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptTransfer: number;
  stylesheetTransfer: number;
  consoleErrors: string[];
}

/** bench/budgets.json, whose `$comment` says what each limit means. */
export type Budgets = typeof import('../../bench/budgets.json');

export function readBudgets(file = 'bench/budgets.json'): Budgets {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets;
}
