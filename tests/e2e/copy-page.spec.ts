// The Copy page control, the Markdown twins it stands on, and the analytics tag. That llms.txt
// lists every twin, each served as Markdown, is checked over HTTP in tests/build/markdownTwins.
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, analyticsPageViews} from './fixtures';
import {frontMatter, locales, uiString, type SiteLocale} from './site';
import {analyticsDomain, copyPageScriptPath} from '../../src/config/scripts';
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import {testAnalyticsScriptUrl, testSiteUrl} from '../testEnv';

const [en, fr] = locales as [SiteLocale, SiteLocale];

/** The control beside the title (the live region that also says its messages is elsewhere). */
const control = (page: Page) => page.locator('article [data-copy-page]');

const copyButton = (page: Page, locale: SiteLocale) =>
  page.getByRole('button', {name: uiString(locale, 'copyPage.button.label'), exact: true});

/** What the clipboard holds now. */
const clipboardText = (page: Page): Promise<string> =>
  page.evaluate(() => navigator.clipboard.readText());

/** The Markdown twin as the server has it. */
async function twinOf(page: Page, pagePath: string): Promise<string> {
  const response = await page.request.get(markdownTwinPath(pagePath));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  return response.text();
}

test.beforeEach(async ({context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
});

test('Copy page copies the Markdown twin, shows and announces it, by mouse and keyboard', async ({
  page,
}) => {
  await gotoHydrated(page, '/api');
  const twin = await twinOf(page, '/api');
  expect(twin.startsWith(`# ${frontMatter(en, 'api.mdx').title}\n`)).toBe(true);
  expect(twin).not.toMatch(/<(Tabs|TabItem|SiteKey|SecretKey|VerifyErrorCodeTable)\b/);

  const button = copyButton(page, en);
  await expect(button).toHaveAttribute('title', uiString(en, 'copyPage.button.hint'));
  await expect(page.getByRole('link', {name: uiString(en, 'copyPage.view.label')})).toHaveAttribute(
    'href',
    '/api.md',
  );
  await button.click();
  await expect(
    control(page).getByText(uiString(en, 'copyPage.button.copied'), {exact: true}),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(uiString(en, 'copyPage.announce.copied'));
  expect(await clipboardText(page)).toBe(twin);
  // The label is back after a moment, and the button still says what it does meanwhile.
  await expect(
    control(page).getByText(uiString(en, 'copyPage.button.copied'), {exact: true}),
  ).toBeHidden();

  await page.evaluate(() => navigator.clipboard.writeText(''));
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => clipboardText(page)).toBe(twin);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.keyboard.press('Space');
  await expect.poll(() => clipboardText(page)).toBe(twin);
});

test('/fr/api: the copy-page and analytics scripts come after the first paint; analytics carries the docs domain and counts the page once; a client-side navigation counts the new page, and Copy page copies it', async ({
  page,
}) => {
  await gotoHydrated(page, '/fr/api');
  const tag = page.locator(`script[src="${testAnalyticsScriptUrl}"]`);
  await expect(tag).toHaveCount(1);
  await expect(tag).toHaveAttribute('data-domain', analyticsDomain(testSiteUrl));
  await expect.poll(() => analyticsPageViews(page)).toHaveLength(1);
  expect((await analyticsPageViews(page))[0]!.domain).toBe(analyticsDomain(testSiteUrl));
  // Both deferred scripts wait for the page to be shown.
  const {firstPaint, requested} = await page.evaluate(
    (urls) => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      requested: urls.map((url) => performance.getEntriesByName(url)[0]?.startTime),
    }),
    [testAnalyticsScriptUrl, new URL(copyPageScriptPath, page.url()).href],
  );
  expect(firstPaint).toBeDefined();
  for (const started of requested) expect(started).toBeGreaterThan(firstPaint!);

  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await page
    .getByRole('navigation', {name: uiString(fr, 'theme.docs.sidebar.navAriaLabel')})
    .getByRole('link', {name: frontMatter(fr, 'configuration.mdx').title, exact: true})
    .click();
  await expect(page).toHaveURL(/\/fr\/configuration$/);
  // Still the same document: the router changed the page, nothing reloaded.
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
  await expect
    .poll(async () => (await analyticsPageViews(page)).map((view) => new URL(view.url).pathname))
    .toEqual(['/fr/api', '/fr/configuration']);
  await expect(page.getByRole('link', {name: uiString(fr, 'copyPage.view.label')})).toHaveAttribute(
    'href',
    '/fr/configuration.md',
  );
  await copyButton(page, fr).click();
  await expect(page.getByRole('status')).toHaveText(uiString(fr, 'copyPage.announce.copied'));
  await expect(
    control(page).getByText(uiString(fr, 'copyPage.button.copied'), {exact: true}),
  ).toBeVisible();
  expect(await clipboardText(page)).toBe(await twinOf(page, '/fr/configuration'));
});

test('a refused clipboard, or a page whose Markdown is missing, gets a clear message', async ({
  page,
}) => {
  // The browser says no to every clipboard write, as when a visitor blocks the permission.
  await page.addInitScript(() => {
    const refuse = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    navigator.clipboard.write = refuse;
    navigator.clipboard.writeText = refuse;
  });
  await gotoHydrated(page, '/faq');
  await copyButton(page, en).click();
  const refused = control(page).getByText(uiString(en, 'copyPage.error.clipboard'));
  await expect(refused).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(uiString(en, 'copyPage.error.clipboard'));
  await page.keyboard.press('Escape');
  await expect(refused).toBeHidden();

  // A page without a twin, on a server that answers a missing file with an HTML page: no HTML
  // may reach the clipboard, and the message says what happened.
  await page.route('**/pro.md', (route) =>
    route.fulfill({contentType: 'text/html; charset=utf-8', body: '<!doctype html><p>Not here'}),
  );
  await gotoHydrated(page, '/pro');
  await copyButton(page, en).click();
  await expect(control(page).getByText(uiString(en, 'copyPage.error.fetch'))).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(uiString(en, 'copyPage.error.fetch'));
});

test('an unreachable analytics host changes nothing on the page', async ({
  page,
  consoleProblems,
}) => {
  await page.route(testAnalyticsScriptUrl, (route) => route.abort('namenotresolved'));
  await gotoHydrated(page, '/api');
  await copyButton(page, en).click();
  await expect(page.getByRole('status')).toHaveText(uiString(en, 'copyPage.announce.copied'));
  // The one line is the browser's own note of the failed download; nothing from the site.
  const analyticsLines = consoleProblems.filter(
    (problem) => problem.url === testAnalyticsScriptUrl,
  );
  expect(analyticsLines.map((problem) => problem.text)).toEqual([
    'Failed to load resource: net::ERR_NAME_NOT_RESOLVED',
  ]);
  consoleProblems.splice(
    0,
    consoleProblems.length,
    ...consoleProblems.filter((p) => !analyticsLines.includes(p)),
  );
});
