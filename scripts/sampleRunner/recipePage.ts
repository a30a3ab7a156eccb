/**
 * A recipe's own page in Chromium, served by the recipe's running server:
 * the widget renders, the visitor passes, the form goes to the recipe, which
 * verifies the token with the stand-in. The browser reaches the server as
 * `www.example.com` (a hostname the demo site lists), since real keys never
 * work on 127.0.0.1.
 */
import type {Browser} from 'playwright';
import type {Lane} from '../../api-stub/server';
import type {CaseOutcome} from './sampleOutcome';
import {collectPageProblems} from './pageProblems';
import {checkboxFrame, checkboxLabel} from './widgetFrames';

/** What the runner's browser maps to 127.0.0.1: the hostname the recipes' pages are opened on. */
export const recipeHostname = 'www.example.com';
export const hostMappingArg = `--host-resolver-rules=MAP ${recipeHostname} 127.0.0.1`;

export async function runRecipePage(
  browser: Browser,
  lane: Lane,
  pageUrl: string,
): Promise<CaseOutcome> {
  const started = Date.now();
  const problems: string[] = [];
  const context = await browser.newContext({ignoreHTTPSErrors: true});
  const page = await context.newPage();
  collectPageProblems(page, problems);
  const before = lane.requests().length;
  try {
    await page.goto(pageUrl);
    // The checkbox lives in the widget's cross-origin frame: reached through it, as a visitor's click is.
    const widget = page.locator(checkboxFrame).contentFrame();
    await widget.getByRole('checkbox', {name: checkboxLabel}).click({timeout: 10_000});
    await widget
      .getByRole('checkbox', {name: checkboxLabel, checked: true})
      .waitFor({timeout: 10_000});
    for (const field of await page.locator('form :is(input, textarea)[required]:visible').all()) {
      await field.fill(
        (await field.getAttribute('type')) === 'email' ? 'ada@example.com' : 'Hello from Chromium',
      );
    }
    await page.locator('form button[type="submit"]').first().click();
    await page.getByText(/thank you/i).waitFor({timeout: 10_000});
    const verified = lane
      .requests()
      .slice(before)
      .some(
        (request) =>
          request.path.endsWith('/siteverify') &&
          (request.answer as {success?: boolean})?.success === true,
      );
    if (!verified) problems.push('the page said thank you, but no token was verified');
  } catch (error) {
    problems.push(String(error instanceof Error ? error.message.split('\n')[0] : error));
  } finally {
    await context.close();
  }
  return {name: 'its page in Chromium', problems: [...new Set(problems)], ms: Date.now() - started};
}
