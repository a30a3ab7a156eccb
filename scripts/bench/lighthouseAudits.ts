import {chromium} from '@playwright/test';
import {chromiumBinary, chromiumFlags} from '../../src/config/chromium';
import {logInAsDemo} from '../demoLogin';
import {median} from './budgetChecks';
import type {LighthouseResult} from './results';

// Chromium's report of the session calls answered 401 for an anonymous visitor: the browser
// suite (tests/e2e/fixtures.ts) fails on any other console line.
const lighthouseConfig = {
  extends: 'lighthouse:default',
  audits: [
    {
      path: 'errors-in-console',
      options: {
        ignoredPatterns: [
          'ERR_BLOCKED_BY_CLIENT.Inspector',
          /^Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/,
        ],
      },
    },
  ],
};

// The default context is the one Lighthouse's tabs share.
async function logIn(port: number, base: string, email: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  await logInAsDemo(browser.contexts()[0]!, base, email);
  await browser.close();
}

export type LighthouseReport = {
  runtimeError?: {code: string; message: string};
  categories: Record<string, {score: number | null}>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: {
          description?: string;
          source?: string;
          resourceType?: string;
          transferSize?: number;
        }[];
      };
    }
  >;
};

export interface Auditor {
  audit(url: string, allCategories?: boolean): Promise<LighthouseReport>;
  close(): void;
}

/** Lighthouse's default mobile audit in Debian's Chromium; logged in, cookies stay between runs. */
export async function openAuditor(
  session: LighthouseResult['session'],
  bases: readonly string[],
  login: string,
  extraChromiumFlags: string[] = [],
): Promise<Auditor> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumBinary,
    chromeFlags: [...chromiumFlags, ...extraChromiumFlags, '--headless=new'],
  });
  try {
    if (session === 'logged-in') for (const base of bases) await logIn(chrome.port, base, login);
  } catch (error) {
    chrome.kill();
    throw error;
  }
  // A run that lost the trace's navigation start (NO_NAVSTART) has no scores: run it again.
  const audit = async (
    url: string,
    allCategories: boolean,
    retries = 2,
  ): Promise<LighthouseReport> => {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: allCategories
          ? ['performance', 'accessibility', 'best-practices', 'seo']
          : ['performance'],
        disableStorageReset: session === 'logged-in',
      },
      lighthouseConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const report = result.lhr as unknown as LighthouseReport;
    if (report.runtimeError?.code === 'NO_NAVSTART' && retries > 0) {
      console.log(`Lighthouse lost the trace of ${url}; running it again`);
      return audit(url, allCategories, retries - 1);
    }
    return report;
  };
  return {
    audit: (url, allCategories = false) => audit(url, allCategories),
    close: () => chrome.kill(),
  };
}

/** The median of each figure of several audits; a score, of the audits that ran its category. */
export function summarise(
  urlPath: string,
  session: LighthouseResult['session'],
  reports: readonly LighthouseReport[],
): LighthouseResult {
  const score = (id: string) => {
    const scored = reports.filter((r) => r.categories[id] !== undefined);
    return scored.length === 0
      ? NaN
      : median(scored.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
  };
  const metric = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
  const transfer = (type: string) =>
    median(
      reports.map(
        (r) =>
          r.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === type)
            ?.transferSize ?? NaN,
      ),
    );
  const consoleErrors = [
    ...new Set(
      reports.flatMap(
        (r) =>
          r.audits['errors-in-console']?.details?.items?.map(
            (i) => `${i.source ?? ''}: ${i.description ?? ''}`,
          ) ?? [],
      ),
    ),
  ];
  return {
    path: urlPath,
    session,
    runs: reports.length,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    scriptTransfer: Math.round(transfer('script')),
    stylesheetTransfer: Math.round(transfer('stylesheet')),
    consoleErrors,
  };
}
