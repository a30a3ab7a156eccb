// The production policy is in force in the browser, and the fixture that fails every test on a
// violation does see one: without both, a green suite would prove nothing about the CSP.
import {copyPageScriptPath} from '../../src/config/scripts';
import {readSiteEnv} from '../../src/config/siteEnv';
import {testAnalyticsScriptUrl} from '../testEnv';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Stands in for one of the site's own scripts (allowed, from 'self') and tries what an
 * attacker's foothold would: evaluate a string, and inject an inline script.
 */
const probe = `
window.__evalOutcome = (() => {
  try {
    return String(eval('1 + 1'));
  } catch (error) {
    return error.name;
  }
})();
const injected = document.createElement('script');
injected.textContent = 'window.__injectedRan = true;';
document.head.append(injected);
`;

test('eval and an injected inline script are blocked, and the violations reach the test', async ({
  page,
  cspViolations,
  consoleProblems,
}) => {
  await page.route(`**${copyPageScriptPath}`, (route) =>
    route.fulfill({contentType: 'text/javascript; charset=utf-8', body: probe}),
  );
  await gotoHydrated(page, '/api');
  await expect.poll(() => page.evaluate(() => '__evalOutcome' in window)).toBe(true);
  expect(
    await page.evaluate(() => {
      const w = window as unknown as {__evalOutcome?: string; __injectedRan?: boolean};
      return {evaluated: w.__evalOutcome, injectedRan: w.__injectedRan === true};
    }),
  ).toEqual({evaluated: 'EvalError', injectedRan: false});
  await expect
    .poll(() => cspViolations.map((v) => v.directive).sort())
    .toEqual(['script-src', 'script-src-elem']);
  expect(consoleProblems.length).toBeGreaterThan(0);
  expect(consoleProblems.filter((p) => !p.text.includes('Content Security Policy'))).toEqual([]);
  // Both were caused on purpose: the fixture's own check must pass.
  cspViolations.length = 0;
  consoleProblems.length = 0;
});

/** Where the test build lets the analytics script send: derived from its URL, as the build does. */
const analyticsEventUrl = readSiteEnv({
  ANALYTICS_SCRIPT_URL: testAnalyticsScriptUrl,
}).analyticsEventUrl;

/**
 * Stands in for the analytics script, which runs on pages that show the visitor's secret key:
 * it sends its page view where it should, then tries another path of its own host.
 */
const analyticsProbe = (urls: string[]): string => `
window.__analyticsSends = Promise.all(${JSON.stringify(urls)}.map((url) =>
  fetch(url, {method: 'POST', mode: 'no-cors', body: '{}'}).then(() => 'sent', (error) => error.name),
));
`;

test('the analytics script may send its events, and nothing else to its own host', async ({
  page,
  cspViolations,
  consoleProblems,
}) => {
  const elsewhere = new URL('/collect', analyticsEventUrl).href;
  const reached: string[] = [];
  // Registered before the script's route, so the script's wins for the script itself.
  await page.route(`${new URL(analyticsEventUrl).origin}/**`, (route) => {
    reached.push(route.request().url());
    return route.fulfill({status: 202, body: ''});
  });
  await page.route(testAnalyticsScriptUrl, (route) =>
    route.fulfill({
      contentType: 'text/javascript; charset=utf-8',
      body: analyticsProbe([analyticsEventUrl, elsewhere]),
    }),
  );
  await gotoHydrated(page, '/api');
  await expect.poll(() => page.evaluate(() => '__analyticsSends' in window)).toBe(true);
  expect(
    await page.evaluate(
      () => (window as unknown as {__analyticsSends: Promise<string[]>}).__analyticsSends,
    ),
  ).toEqual(['sent', 'TypeError']);
  expect(reached).toEqual([analyticsEventUrl]);
  expect(cspViolations.map(({directive, blocked}) => ({directive, blocked}))).toEqual([
    {directive: 'connect-src', blocked: elsewhere},
  ]);
  expect(consoleProblems.filter((p) => !p.text.includes('Content Security Policy'))).toEqual([]);
  // Caused on purpose: the fixture's own check must pass.
  cspViolations.length = 0;
  consoleProblems.length = 0;
});
