import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';
import {analyticsStandIn} from '../analyticsStandIn';
import {sessionCallUrls, testAnalyticsScriptUrl} from '../testEnv';

/** A console message or page error that fails the test that saw it. */
interface ConsoleProblem {
  type: string;
  text: string;
  /** Where the message came from: the script, or the failed resource for network lines. */
  url: string;
}

/**
 * Chromium itself logs every failed request, and an anonymous visitor's session
 * calls fail by design (401). That line comes from the browser, not the site,
 * so it is the one console message allowed, and only for those two URLs.
 */
function isBrowserLogOfSessionCall(message: ConsoleMessage): boolean {
  return (
    message.text().startsWith('Failed to load resource') &&
    sessionCallUrls.includes(message.location().url)
  );
}

/** The browser's own line for a not-found page: the tests check that status themselves. */
function isBrowserLogOfNotFoundDocument(message: ConsoleMessage, page: Page): boolean {
  return message.text().includes('status of 404') && message.location().url === page.url();
}

/** What the stand-in analytics script saw of one page view: what a real one could send. */
export interface AnalyticsPageView {
  domain: string | undefined;
  url: string;
  title: string;
  referrer: string;
}

/** The page views the stand-in analytics script has seen on this page. */
export function analyticsPageViews(page: Page): Promise<AnalyticsPageView[]> {
  return page.evaluate(
    () =>
      (window as unknown as {__analyticsPageViews?: AnalyticsPageView[]}).__analyticsPageViews ??
      [],
  );
}

/** One thing the Content-Security-Policy blocked, as the page's `securitypolicyviolation` event told it. */
interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/** Reports every CSP violation of the page to the test, from the first script on. */
const cspViolationListener = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__reportCspViolation({
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    source: event.sourceFile + ':' + event.lineNumber,
  });
});`;

/** What a test fails on, whatever it checks: the page's console problems and CSP violations. */
interface PageWatch {
  consoleProblems: ConsoleProblem[];
  cspViolations: CspViolation[];
}

/**
 * Watches a page for the rest of its life: CSP violations and console problems go to the lists
 * `watch` holds at the time (a page reused from test to test gets fresh lists for each), and the
 * analytics host is answered by its stand-in.
 */
async function watchPage(page: Page, watch: PageWatch): Promise<void> {
  await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
    watch.cspViolations.push(violation);
  });
  await page.addInitScript(cspViolationListener);
  await page.route(testAnalyticsScriptUrl, (route) =>
    route.fulfill({contentType: 'text/javascript; charset=utf-8', body: analyticsStandIn}),
  );
  page.on('console', (message) => {
    if (isBrowserLogOfSessionCall(message) || isBrowserLogOfNotFoundDocument(message, page)) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      watch.consoleProblems.push({
        type: message.type(),
        text: message.text(),
        url: message.location().url,
      });
    }
  });
  page.on('pageerror', (error) =>
    watch.consoleProblems.push({type: 'pageerror', text: error.message, url: page.url()}),
  );
}

/** Every test fails on anything the policy blocked and on any console error or warning. */
function expectQuiet({cspViolations, consoleProblems}: PageWatch): void {
  // The site must work under its own CSP.
  expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  // A quiet console is part of the product.
  expect(consoleProblems, 'console errors or warnings').toEqual([]);
}

interface Fixtures {
  /** Everything the page logged as an error or warning, and uncaught errors. */
  consoleProblems: ConsoleProblem[];
  /** Everything the production Content-Security-Policy blocked on the page. */
  cspViolations: CspViolation[];
  /**
   * A page kept open from test to test in this worker, for tests that only visit pages as a
   * reader going from page to page does (no storage written, no login): a new page costs a
   * renderer process and an empty cache (measured: 20 page visits took 35 CPU-seconds in fresh
   * contexts, 17 in one page). The first visit of each worker, and every other spec's, loads
   * everything as a first visit does. Each test gets fresh problem lists.
   */
  visitorPage: Page;
}

interface WorkerFixtures {
  reusedPage: {page: Page; watch: PageWatch};
}

const docsUrl = (): string => {
  const url = process.env.DOCS_URL;
  if (!url) throw new Error('DOCS_URL is not set: run through playwright.config.ts');
  return url;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  baseURL: async ({}, use) => {
    await use(docsUrl());
  },
  consoleProblems: async ({}, use) => {
    await use([]);
  },
  cspViolations: async ({}, use) => {
    await use([]);
  },
  page: async ({page, consoleProblems, cspViolations}, use) => {
    const watch = {consoleProblems, cspViolations};
    await watchPage(page, watch);
    await use(page);
    expectQuiet(watch);
  },
  reusedPage: [
    async ({browser}, use, workerInfo) => {
      const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: docsUrl(),
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      const page = await context.newPage();
      const watch: PageWatch = {consoleProblems: [], cspViolations: []};
      await watchPage(page, watch);
      await use({page, watch});
      await context.close();
    },
    {scope: 'worker'},
  ],
  visitorPage: async ({reusedPage}, use) => {
    const {page, watch} = reusedPage;
    watch.consoleProblems = [];
    watch.cspViolations = [];
    await use(page);
    expectQuiet(watch);
  },
});

export {expect};

/** Waits until React has hydrated the current page, so interactions reach the app. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Opens a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
