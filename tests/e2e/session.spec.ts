import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {demoAccounts} from '../../dashboard-stub/accounts';
import type {LogEntry} from '../../dashboard-stub/requestLog';
import {sitesPath, userPath} from '../../src/session/fetchSession';
import {testDashboardUrl} from '../testEnv';

const [ada, noSites] = demoAccounts as [(typeof demoAccounts)[0], (typeof demoAccounts)[0]];
const adaSitekey = ada.sites[0]!.sitekey;

/** The inline key chips in the page's prose (SiteKey, SecretKey). */
const keyChips = (page: Page) => page.locator('article .markdown code[class*="key_"]');

async function control(body: object): Promise<void> {
  const response = await fetch(`${testDashboardUrl}/__control`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

async function resetDashboard(): Promise<void> {
  const response = await fetch(`${testDashboardUrl}/__control/reset`, {method: 'POST'});
  expect(response.ok).toBe(true);
}

const sessionPaths = [userPath, sitesPath];

/** The session calls the stand-in dashboard has received (not preflights, not the login form). */
async function sessionCalls(): Promise<LogEntry[]> {
  const response = await fetch(`${testDashboardUrl}/__control/log`);
  const log = (await response.json()) as LogEntry[];
  return log.filter((r) => r.method === 'GET' && sessionPaths.includes(r.path));
}

async function answeredSessionCalls(): Promise<number> {
  return (await sessionCalls()).filter((r) => r.answeredAt !== null).length;
}

/** Logs in through the stand-in dashboard's own form, starting from the navbar's Login link. */
async function logInFrom(
  page: Page,
  pagePath: string,
  email: string,
  label = 'Login',
): Promise<void> {
  await gotoHydrated(page, pagePath);
  await page.locator('.navbar__items--right').getByRole('link', {name: label, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`^${testDashboardUrl}/login\\?backurl=`));
  await page.getByRole('button', {name: new RegExp(email)}).click();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

test.beforeEach(async () => {
  await resetDashboard();
});

test.afterAll(async () => {
  await resetDashboard();
});

test('an anonymous visitor sees placeholders and a Login link back to this exact page', async ({
  page,
}) => {
  await gotoHydrated(page, '/configuration?from=test#script-parameters');
  await expect(keyChips(page).filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
  await expect(keyChips(page).filter({hasText: 'YOUR_SECRET_KEY'}).first()).toBeVisible();
  await expect(page.locator('pre code').filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
  const login = page
    .locator('.navbar__items--right')
    .getByRole('link', {name: 'Login', exact: true});
  const expected = `${testDashboardUrl}/login?backurl=${encodeURIComponent(page.url())}`;
  await expect(login).toHaveAttribute('href', expected);
  await expect(login).toHaveAttribute('target', '_self');
  await expect(page.getByText('Log in to the dashboard')).toBeVisible();
});

test('the Login link follows client-side navigation, query and hash included', async ({page}) => {
  await gotoHydrated(page, '/configuration');
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: /Verification API/})
    .click();
  await expect(page).toHaveURL(/\/api$/);
  await page.locator('.table-of-contents a').first().click();
  const login = page
    .locator('.navbar__items--right')
    .getByRole('link', {name: 'Login', exact: true});
  await expect(login).toHaveAttribute(
    'href',
    `${testDashboardUrl}/login?backurl=${encodeURIComponent(page.url())}`,
  );
  expect(page.url()).toMatch(/\/api#.+/);
});

test('logging in returns to the same page with the keys in prose and code, and no Login link', async ({
  page,
}) => {
  await logInFrom(page, '/configuration?from=test#script-parameters', ada.email);
  await expect(page).toHaveURL(/\/configuration\?from=test#script-parameters$/);
  await expect(keyChips(page).filter({hasText: adaSitekey}).first()).toBeVisible();
  await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
  await expect(page.locator('pre code').filter({hasText: adaSitekey}).first()).toBeVisible();
  await expect(page.locator('article')).not.toContainText('YOUR_SITE_KEY');
  await expect(page.getByRole('link', {name: 'Login', exact: true})).toHaveCount(0);
  await expect(page.getByText('These are your own keys from the Bramble dashboard.')).toBeVisible();
  // The secret is in the page only: not in the title, the URL, storage or script-readable cookies.
  const leaks = await page.evaluate((secret) => {
    const storage = (s: Storage) => Object.keys(s).map((k) => k + (s.getItem(k) ?? ''));
    const attributes = [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((a) => a.value),
    );
    return [
      document.title,
      location.href,
      document.cookie,
      ...storage(localStorage),
      ...storage(sessionStorage),
      ...attributes,
    ].filter((value) => value.includes(secret));
  }, ada.secret);
  expect(leaks).toEqual([]);
});

test('the code copy button copies the real key', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInFrom(page, '/api', ada.email);
  const block = page
    .locator('div[class*="codeBlockContainer"]')
    .filter({hasText: ada.secret})
    .first();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(ada.secret);
  expect(copied).not.toContain('YOUR_SECRET_KEY');
});

test('the mobile menu has no Login link once logged in', async ({page}) => {
  await logInFrom(page, '/', ada.email);
  await page.setViewportSize({width: 390, height: 844});
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await page.getByRole('button', {name: /Back to main menu/}).click();
  const menu = page.locator('.navbar-sidebar__item').first();
  await expect(menu.getByRole('link', {name: 'FAQ'})).toBeVisible();
  await expect(menu.getByRole('link', {name: 'Login', exact: true})).toHaveCount(0);
});

test('an anonymous mobile menu offers Login in the same tab', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/faq');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await page.getByRole('button', {name: /Back to main menu/}).click();
  const login = page
    .locator('.navbar-sidebar__item')
    .first()
    .getByRole('link', {name: 'Login', exact: true});
  await expect(login).toBeVisible();
  await expect(login).toHaveAttribute(
    'href',
    `${testDashboardUrl}/login?backurl=${encodeURIComponent(page.url())}`,
  );
  await expect(login).toHaveAttribute('target', '_self');
});

test('an account without sites shows its secret and keeps the site-key placeholder', async ({
  page,
}) => {
  await logInFrom(page, '/configuration', noSites.email);
  await expect(keyChips(page).filter({hasText: noSites.secret}).first()).toBeVisible();
  await expect(keyChips(page).filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
  await expect(page.locator('pre code').filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
  await expect(page.getByRole('link', {name: 'Login', exact: true})).toHaveCount(0);
});

for (const failure of [
  {user: '500'},
  {sites: '502'},
  {user: '403'},
  {sites: '404'},
  {user: 'html'},
  {sites: 'badjson'},
  {sites: 'html'},
]) {
  test(`a dashboard answering ${JSON.stringify(failure)} leaves the page anonymous and the console quiet`, async ({
    page,
  }) => {
    await logInFrom(page, '/configuration', ada.email);
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    await control(failure);
    const answeredBefore = await answeredSessionCalls();
    const messages: string[] = [];
    page.on('console', (message) => {
      // Chromium's own line for a failed request is the browser's, not the site's.
      if (!message.text().startsWith('Failed to load resource')) messages.push(message.text());
    });
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect.poll(answeredSessionCalls).toBe(answeredBefore + 2);
    await expect(
      page.locator('.navbar__items--right').getByRole('link', {name: 'Login', exact: true}),
    ).toBeVisible();
    await expect(keyChips(page).filter({hasText: 'YOUR_SECRET_KEY'}).first()).toBeVisible();
    await expect(page.locator('article')).not.toContainText(ada.secret);
    expect(messages).toEqual([]);
  });
}

test('both session calls are made before either is answered', async ({page}) => {
  await control({holdUntilBoth: true});
  await gotoHydrated(page, '/');
  await expect.poll(answeredSessionCalls).toBe(2);
  const calls = await sessionCalls();
  expect(calls.map((c) => c.path).sort()).toEqual(['/dashboard/sitekey/page/1', '/user']);
  const lastArrival = Math.max(...calls.map((c) => c.at));
  const firstAnswer = Math.min(...calls.map((c) => c.answeredAt!));
  expect(lastArrival).toBeLessThanOrEqual(firstAnswer);
});

test('client-side navigation keeps the keys without a flash of placeholders', async ({page}) => {
  await logInFrom(page, '/configuration', ada.email);
  await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
  const callsBefore = (await sessionCalls()).length;
  // Record any placeholder that appears in the page from now on.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as {placeholdersSeen: string[]}).placeholdersSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('article')?.textContent?.includes('YOUR_SECRET_KEY'))
        seen.push(location.pathname);
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
  });
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: /Verification API/})
    .click();
  await expect(page).toHaveURL(/\/api$/);
  await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', {name: /Switch from reCAPTCHA/})
    .click();
  await expect(page).toHaveURL(/\/switch$/);
  await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as {placeholdersSeen: string[]}).placeholdersSeen),
  ).toEqual([]);
  // The session is asked once per page load, not once per page.
  expect((await sessionCalls()).length).toBe(callsBefore);
});

/** Every layout shift since the page loaded, named by what moved. */
async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const shifted: string[] = [];
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: {node?: Node}[];
          };
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            for (const source of entry.sources) {
              // Name what moved, so a failure says where to look.
              const node = source.node;
              const host =
                node?.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element);
              const block = host?.closest('pre, [class*="codeBlockContent"]') ?? host;
              const text = (block?.textContent ?? '').slice(0, 40);
              shifted.push(
                `${host?.nodeName}.${host?.className} "${text}" (${entry.value.toFixed(4)})`,
              );
            }
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(shifted), 500);
      }),
  );
}

test('keys swap in without shifting the layout', async ({page, browser}) => {
  // What the page does on its own (Docusaurus adds a wrap button to wide code after
  // hydration) is the baseline; the session must add nothing to it.
  const anonymous = await browser.newPage();
  await gotoHydrated(anonymous, `${process.env.DOCS_URL}/configuration`);
  await expect(keyChips(anonymous).filter({hasText: 'YOUR_SECRET_KEY'}).first()).toBeVisible();
  await expect.poll(answeredSessionCalls).toBe(2);
  const baseline = await layoutShifts(anonymous);
  await anonymous.close();

  await logInFrom(page, '/configuration', ada.email);
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
  expect(await layoutShifts(page)).toEqual(baseline);
});

test('French pages show the keys the same way, with French labels', async ({page}) => {
  await gotoHydrated(page, '/fr/configuration');
  await expect(page.getByText('Connectez-vous au tableau de bord')).toBeVisible();
  await logInFrom(page, '/fr/configuration', ada.email, 'Se connecter');
  await expect(page).toHaveURL(/\/fr\/configuration$/);
  await expect(keyChips(page).filter({hasText: adaSitekey}).first()).toBeVisible();
  await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
  await expect(page.getByText('Ce sont vos propres clés')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Se connecter', exact: true})).toHaveCount(0);
});

test('no demo secret is anywhere in the build, search indexes included', () => {
  const files = fs.readdirSync('build', {recursive: true, encoding: 'utf8'});
  const indexes = files.filter((f) => /search-index.*\.json$/.test(f));
  expect(indexes.length).toBeGreaterThanOrEqual(1);
  const leaks = files
    .map((f) => path.join('build', f))
    .filter((f) => fs.statSync(f).isFile())
    .filter((f) => {
      const text = fs.readFileSync(f, 'latin1');
      return demoAccounts.some((account) => text.includes(account.secret));
    });
  expect(leaks).toEqual([]);
});
