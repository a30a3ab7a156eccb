import type {APIResponse, Page, Route} from '@playwright/test';
import {sitesPath, userPath} from '../../src/session/fetchSession';
import {test, expect, gotoHydrated} from './fixtures';
import {accessibilityViolations} from './pageChecks';
import {
  diagramCount,
  expectDiagramsDrawn,
  locales,
  mainNavbar,
  uiString,
  type SiteLocale,
} from './site';
import {
  accountButton,
  ada,
  isSessionCall,
  keyChips,
  logInFrom,
  loginHrefFor,
  loginLink,
  noSites,
  notePicker,
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
  test('sees placeholders, no site picker, and a Login link back to this exact page, which follows client-side navigation', async ({
    page,
  }) => {
    await gotoHydrated(page, '/configuration?from=test#script-parameters');
    await expect(keyChips(page).filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
    await expect(keyChips(page).filter({hasText: 'YOUR_SECRET_KEY'}).first()).toBeVisible();
    await expect(codeBlocks(page).filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
    await expect(loginLink(page)).toHaveAttribute('href', loginHrefFor(page));
    await expect(loginLink(page)).toHaveAttribute('target', '_self');
    await expect(page.getByText('Log in to the dashboard')).toBeVisible();
    await expect(page.getByRole('combobox', {name: /site/i})).toHaveCount(0);

    // Query and hash included, after the router changed the page and the hash.
    await page
      .getByRole('navigation', {name: uiString(en, 'theme.docs.sidebar.navAriaLabel')})
      .getByRole('link', {name: /Verify tokens/})
      .click();
    await expect(page).toHaveURL(/\/api$/);
    await page.locator('.table-of-contents a').first().click();
    await expect(page).toHaveURL(/\/api#.+/);
    await expect(loginLink(page)).toHaveAttribute('href', loginHrefFor(page));
  });
});

// Its own login, through the navbar and the dashboard's form: logging out ends the session,
// which the stored demo sessions must outlive.
test('logging in returns to the same page with the keys in prose and code, leaking the secret nowhere, and logging out returns to it anonymous', async ({
  page,
}) => {
  const path = '/configuration?from=test#script-parameters';
  await logInFrom(page, path, ada);
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

  await accountButton(page).click();
  await mainNavbar(page, en)
    .getByRole('link', {name: uiString(en, 'accountMenu.logout'), exact: true})
    .click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(loginLink(page)).toBeVisible();
  await expect(keyChips(page).filter({hasText: 'YOUR_SECRET_KEY'}).first()).toBeVisible();
  await expect(page.locator('article')).not.toContainText(ada.secret);
  await expect(accountButton(page)).toHaveCount(0);
  // The session is over on the dashboard too: a reload stays anonymous.
  await page.reload();
  await expect(loginLink(page)).toBeVisible();
});

test.describe('logged in', () => {
  test.use({storageState: storageStateFile(ada)});

  test('client-side navigation keeps the keys, with no flash of placeholders and no new session call; copy buttons copy the real key', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
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
    await sidebar.getByRole('link', {name: /Verify tokens/}).click();
    await expect(page).toHaveURL(/\/api$/);
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    // The code copy button copies the key the block shows, not the placeholder.
    const block = page.locator('.theme-code-block').filter({hasText: ada.secret}).first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(ada.secret);
    expect(copied).not.toContain('YOUR_SECRET_KEY');
    await sidebar.getByRole('link', {name: /Switch from reCAPTCHA/}).click();
    await expect(page).toHaveURL(/\/switch$/);
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as {placeholdersSeen?: string[]}).placeholdersSeen),
    ).toEqual([]);
    // The session is asked once per page load, not once per page.
    expect(laterCalls).toEqual([]);
  });

  for (const viewport of [
    {width: 1280, height: 800},
    // On a phone the secret key wraps inside its box: the placeholder must wrap the same way.
    {width: 390, height: 844},
  ]) {
    const desktop = viewport.width === 1280;
    test(`at ${viewport.width} px, the session arriving swaps in the keys${desktop ? ' and the account item' : ''} without moving anything${desktop ? '; both session calls are made before either is answered' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const arrived: string[] = [];
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await routeSessionCalls(page, async (route, path) => {
        arrived.push(path);
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
      // Every navbar item but the session one: logo, Docs, language, FAQ, search.
      const navbarItems = () =>
        page.evaluate(() =>
          [
            ...document.querySelectorAll(
              '.navbar__inner .navbar__brand, .navbar__inner .navbar__item',
            ),
          ]
            .filter(
              (el) => !el.matches('[data-session-item]') && !el.closest('[data-session-item]'),
            )
            .map((el) => {
              const {x, y, width, height} = el.getBoundingClientRect();
              return `${el.className} ${[x, y, width, height].map((n) => n.toFixed(1)).join(' ')}`;
            }),
        );
      const login = loginLink(page);
      const loginBox = desktop ? (await login.boundingBox())! : undefined;
      const anonymousNavbar = await navbarItems();
      if (desktop) {
        // Neither call is answered until the test releases both: sequential calls never get here.
        await expect
          .poll(() => [...arrived].sort())
          .toEqual(['/dashboard/sitekey/page/1', '/user']);
      }
      release();
      await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
      await expect(
        page.getByText('These are your own keys from the Bramble dashboard.'),
      ).toBeVisible();
      expect(await positions()).toEqual(anonymous);
      if (!desktop) return;

      // The account item takes the place of Login, the same height, and nothing else moves.
      const button = accountButton(page);
      await expect(button).toBeVisible();
      await expect(button).toHaveAccessibleName(
        uiString(en, 'accountMenu.button.label').replace('{account}', ada.email),
      );
      await expect(button).toHaveText(ada.email);
      await expect(
        mainNavbar(page, en).getByRole('link', {name: 'Login', exact: true}),
      ).toHaveCount(0);
      expect(await navbarItems()).toEqual(anonymousNavbar);
      const item = (await page.locator('.navbar__inner [data-session-item]').boundingBox())!;
      expect(item.y).toBeCloseTo(loginBox!.y, 0);
      expect(item.height).toBeCloseTo(loginBox!.height, 0);
      // Right-aligned: the item ends where Login ended.
      expect(item.x + item.width).toBeCloseTo(loginBox!.x + loginBox!.width, 0);
    });
  }

  test('French pages show the keys, the site picker and the account menu in French', async ({
    page,
  }) => {
    await gotoHydrated(page, '/fr/configuration');
    await expect(keyChips(page).filter({hasText: adaSitekey}).first()).toBeVisible();
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    await expect(page.getByText('Ce sont vos propres clés')).toBeVisible();
    await expect(loginLink(page, fr)).toHaveCount(0);
    // The picker, labelled in French, still changes the keys.
    const picker = notePicker(page, fr);
    await expect(picker).toBeVisible();
    expect(uiString(fr, 'sitePicker.label')).toMatch(/site/i);
    const blog = ada.sites[1]!.sitekey;
    await picker.selectOption(blog);
    await expect(page.locator('article [data-key="site"]').first()).toHaveText(blog);
    // The account item and its links.
    const button = accountButton(page, fr);
    await expect(button).toHaveAccessibleName(`Compte : ${ada.email}`);
    await button.click();
    const menuLink = (id: string) =>
      mainNavbar(page, fr).getByRole('link', {name: uiString(fr, id), exact: true});
    await expect(menuLink('accountMenu.logout')).toHaveText('Se déconnecter');
    await expect(menuLink('accountMenu.dashboard')).toHaveText('Tableau de bord');
    // The French logged-in page, its menu open, passes axe (light mode: the English logged-in
    // page is checked in both, in accountMenu.session.spec.ts).
    const diagrams = diagramCount(fr, '/fr/configuration');
    expect(await accessibilityViolations(page, {diagrams, dark: false})).toEqual([]);
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
  test(`a dashboard answering with ${failures.map(({name}) => name).join(', ')} leaves the page anonymous and the console quiet`, async ({
    page,
  }) => {
    // The dashboard really answers both calls for this logged-in visitor; one answer is then
    // spoilt, one case per page load.
    let failure = failures[0]!;
    const realStatuses: number[] = [];
    await routeSessionCalls(page, async (route, callPath) => {
      const real = await route.fetch();
      realStatuses.push(real.status());
      await (callPath === failure.path
        ? failure.fail(route, real)
        : route.fulfill({response: real}));
    });
    for (const current of failures) {
      await test.step(current.name, async () => {
        failure = current;
        realStatuses.length = 0;
        await gotoHydrated(page, '/configuration');
        await expect.poll(() => realStatuses).toEqual([200, 200]);
        await expect(loginLink(page)).toBeVisible();
        await expect(keyChips(page).filter({hasText: 'YOUR_SECRET_KEY'}).first()).toBeVisible();
        await expect(page.locator('article')).not.toContainText(ada.secret);
      });
    }
    // The fixture fails the test on any console line but the browser's own for these calls.
  });
});

test.describe('logged in without sites', () => {
  test.use({storageState: storageStateFile(noSites)});

  test('shows the secret, keeps the site-key placeholder, and the notice says there is no site instead of a picker', async ({
    page,
  }) => {
    await gotoHydrated(page, '/configuration');
    await expect(keyChips(page).filter({hasText: noSites.secret}).first()).toBeVisible();
    await expect(keyChips(page).filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
    await expect(codeBlocks(page).filter({hasText: 'YOUR_SITE_KEY'}).first()).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
    await expect(page.locator('article aside.alert')).toContainText(
      `${uiString(en, 'sitePicker.label')}${uiString(en, 'sitePicker.noSite')}`,
    );
    await accountButton(page).click();
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });
});
