// The production policy is in force in the browser, and the fixture that fails every test on a
// violation does see one: without both, a green suite would prove nothing about the CSP.
import {copyPageScriptPath} from '../../src/config/scripts';
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
