import type {APIResponse, Page, Route} from '@playwright/test';
import {sitesPath, userPath} from '../../src/session/fetchSession';
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {diagramCount, expectDiagramsDrawn, locales, uiString, type SiteLocale} from './site';
import {
  ada,
  isSessionCall,
  keyChips,
  logInFrom,
  loginHrefFor,
  loginLink,
  noSites,
  routeSessionCalls,
  storageStateFile,
} from './session';

const [en, fr] = locales as [SiteLocale, SiteLocale];
const adaSitekey = ada.sites[0]!.sitekey;
const codeBlocks = (page: Page) => page.locator('article pre code');

/** The page's content as a reader sees it, without the Copy page control (which names the placeholders). */
function contentText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const content = document.querySelector('article .markdown')?.cloneNode(true);
    if (!(content instanceof Element)) return '';
    for (const control of content.querySelectorAll('[data-copy-page]')) control.remove();
    return content.textContent ?? '';
  });
}

test.describe('anonymous', () => {
  test('sees placeholders and a Login link back to this exact page', async ({page}) => {
    await gotoHydrated(page, '/configuration?from=test#script-parameters');
    await expect(keyChips(page).filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
    await expect(keyChips(page).filter({hasText: 'YOUR_SECRET_KEY'}).first()).toBeVisible();
    await expect(codeBlocks(page).filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
    await expect(loginLink(page)).toHaveAttribute('href', loginHrefFor(page));
    await expect(loginLink(page)).toHaveAttribute('target', '_self');
    await expect(page.getByText('Log in to the dashboard')).toBeVisible();
  });

  test('the Login link follows client-side navigation, query and hash included', async ({page}) => {
    await gotoHydrated(page, '/configuration');
    await page
      .getByRole('navigation', {name: uiString(en, 'theme.docs.sidebar.navAriaLabel')})
      .getByRole('link', {name: /Verification API/})
      .click();
    await expect(page).toHaveURL(/\/api$/);
    await page.locator('.table-of-contents a').first().click();
    await expect(page).toHaveURL(/\/api#.+/);
    await expect(loginLink(page)).toHaveAttribute('href', loginHrefFor(page));
  });

  for (const path of ['/no-such-page', '/fr/no-such-page']) {
    test(`on a missing page (${path}), the Login link comes back to the URL asked for`, async ({
      page,
    }) => {
      // 404.html is rendered once, for the route /404, and served for every missing path.
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const locale = path.startsWith('/fr/') ? fr : en;
      await expect(loginLink(page, locale)).toHaveAttribute('href', loginHrefFor(page));
      expect(page.url()).toMatch(/\/no-such-page$/);
    });
  }

  test('the mobile menu offers Login in the same tab', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/faq');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.getByRole('button', {name: /Back to main menu/}).click();
    const login = page
      .locator('.navbar-sidebar__item')
      .first()
      .getByRole('link', {name: 'Login', exact: true});
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', loginHrefFor(page));
    await expect(login).toHaveAttribute('target', '_self');
  });

  test('French pages invite the visitor to log in, in French', async ({page}) => {
    await gotoHydrated(page, '/fr/configuration');
    await expect(page.getByText('Connectez-vous au tableau de bord')).toBeVisible();
    await expect(loginLink(page, fr)).toHaveAttribute('href', loginHrefFor(page));
  });
});

test('logging in returns to the same page with the keys in prose and code, and leaks the secret nowhere', async ({
  page,
}) => {
  await logInFrom(page, '/configuration?from=test#script-parameters', ada);
  await expect(page).toHaveURL(/\/configuration\?from=test#script-parameters$/);
  await expect(keyChips(page).filter({hasText: adaSitekey}).first()).toBeVisible();
  await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
  await expect(codeBlocks(page).filter({hasText: adaSitekey}).first()).toBeVisible();
  expect(await contentText(page)).not.toContain('YOUR_SITE_KEY');
  await expect(loginLink(page)).toHaveCount(0);
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

test.describe('logged in', () => {
  test.use({storageState: storageStateFile(ada)});

  test('the code copy button copies the real key', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/api');
    const block = page.locator('.theme-code-block').filter({hasText: ada.secret}).first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(ada.secret);
    expect(copied).not.toContain('YOUR_SECRET_KEY');
  });

  test('the mobile menu has no Login link', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/');
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeAttached();
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.getByRole('button', {name: /Back to main menu/}).click();
    const menu = page.locator('.navbar-sidebar__item').first();
    await expect(menu.getByRole('link', {name: 'FAQ'})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Login', exact: true})).toHaveCount(0);
  });

  test('client-side navigation keeps the keys, with no flash of placeholders and no new session call', async ({
    page,
  }) => {
    await gotoHydrated(page, '/configuration');
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    const laterCalls: string[] = [];
    page.on('request', (request) => {
      if (isSessionCall(request)) laterCalls.push(request.url());
    });
    // Record any placeholder that appears in the page from now on.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, {placeholdersSeen: seen});
      new MutationObserver(() => {
        const content = document.querySelector('article .markdown')?.cloneNode(true);
        if (!(content instanceof Element)) return;
        // The Copy page control explains the placeholders in its own words.
        for (const control of content.querySelectorAll('[data-copy-page]')) control.remove();
        if (content.textContent?.includes('YOUR_SECRET_KEY')) seen.push(location.pathname);
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    });
    const sidebar = page.getByRole('navigation', {
      name: uiString(en, 'theme.docs.sidebar.navAriaLabel'),
    });
    await sidebar.getByRole('link', {name: /Verification API/}).click();
    await expect(page).toHaveURL(/\/api$/);
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    await sidebar.getByRole('link', {name: /Switch from reCAPTCHA/}).click();
    await expect(page).toHaveURL(/\/switch$/);
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as {placeholdersSeen?: string[]}).placeholdersSeen),
    ).toEqual([]);
    // The session is asked once per page load, not once per page.
    expect(laterCalls).toEqual([]);
  });

  test('both session calls are made before either is answered', async ({page}) => {
    const arrived: string[] = [];
    let bothArrived: () => void = () => {};
    const both = new Promise<void>((resolve) => (bothArrived = resolve));
    await routeSessionCalls(page, async (route, path) => {
      arrived.push(path);
      if (arrived.length === 2) bothArrived();
      // Neither is answered until the other has been sent: sequential calls would never get here.
      await both;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    expect(arrived.sort()).toEqual(['/dashboard/sitekey/page/1', '/user']);
  });

  for (const viewport of [
    {width: 1280, height: 800},
    // On a phone the secret key wraps inside its box: the placeholder must wrap the same way.
    {width: 390, height: 844},
  ]) {
    test(`keys swap in without moving anything on the page at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await routeSessionCalls(page, async (route) => {
        await released;
        await route.continue();
      });
      await gotoHydrated(page, '/configuration');
      await expect(keyChips(page).filter({hasText: 'YOUR_SECRET_KEY'}).first()).toBeVisible();
      // Diagram images load lazily, whoever reads: measure the page once they have.
      await expectDiagramsDrawn(page, diagramCount(locales[0]!, '/configuration'));
      // Every block of the article, every key and the footer, where the anonymous page draws them.
      const positions = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('article .markdown > *, article [data-key], footer')].map(
            (el) => {
              const {x, y, width, height} = el.getBoundingClientRect();
              return `${el.tagName} ${[x, y, width, height].map((n) => n.toFixed(1)).join(' ')}`;
            },
          ),
        );
      const anonymous = await positions();
      release();
      await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
      await expect(
        page.getByText('These are your own keys from the Bramble dashboard.'),
      ).toBeVisible();
      expect(await positions()).toEqual(anonymous);
    });
  }

  test('French pages show the keys the same way, with French labels', async ({page}) => {
    await gotoHydrated(page, '/fr/configuration');
    await expect(keyChips(page).filter({hasText: adaSitekey}).first()).toBeVisible();
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    await expect(page.getByText('Ce sont vos propres clés')).toBeVisible();
    await expect(loginLink(page, fr)).toHaveCount(0);
  });

  // One case for each class of failure; fetchSession's unit tests cover every variant.
  const failures: {
    name: string;
    path: string;
    fail: (route: Route, real: APIResponse) => Promise<void>;
  }[] = [
    {
      name: 'an HTTP error',
      path: userPath,
      fail: (route, real) => route.fulfill({response: real, status: 500, body: '{}'}),
    },
    {
      name: 'a login page instead of JSON',
      path: sitesPath,
      fail: (route, real) =>
        route.fulfill({
          response: real,
          contentType: 'text/html',
          body: '<!doctype html><title>Log in</title><form></form>',
        }),
    },
    {name: 'a network error', path: userPath, fail: (route) => route.abort('failed')},
    {
      // Not a UUID: 128 word characters once widened the key's box and moved the page.
      name: 'a site key that is not a UUID',
      path: sitesPath,
      fail: (route, real) =>
        route.fulfill({response: real, json: {sites: [{sitekey: 'k'.repeat(128), name: 'Shop'}]}}),
    },
  ];
  for (const {name, path, fail} of failures) {
    test(`a dashboard answering with ${name} leaves the page anonymous and the console quiet`, async ({
      page,
    }) => {
      // The dashboard really answers both calls for this logged-in visitor; one answer is then spoilt.
      const realStatuses: number[] = [];
      await routeSessionCalls(page, async (route, callPath) => {
        const real = await route.fetch();
        realStatuses.push(real.status());
        await (callPath === path ? fail(route, real) : route.fulfill({response: real}));
      });
      await gotoHydrated(page, '/configuration');
      await expect.poll(() => realStatuses).toEqual([200, 200]);
      await expect(loginLink(page)).toBeVisible();
      await expect(keyChips(page).filter({hasText: 'YOUR_SECRET_KEY'}).first()).toBeVisible();
      await expect(page.locator('article')).not.toContainText(ada.secret);
      // The fixture fails the test on any console line but the browser's own for these calls.
    });
  }
});

test.describe('logged in without sites', () => {
  test.use({storageState: storageStateFile(noSites)});

  test('shows the secret and keeps the site-key placeholder', async ({page}) => {
    await gotoHydrated(page, '/configuration');
    await expect(keyChips(page).filter({hasText: noSites.secret}).first()).toBeVisible();
    await expect(keyChips(page).filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
    await expect(codeBlocks(page).filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
  });
});
