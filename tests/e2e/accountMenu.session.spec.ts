// The navbar's account item (issue 10): the email in the place of Login, a small menu with the
// dashboard and Log out.
import type {Page} from '@playwright/test';
import {testDashboardUrl} from '../testEnv';
import {colourViolations, wcagViolations} from './axe';
import {test, expect, gotoHydrated} from './fixtures';
import {locales, mainNavbar, uiString, type SiteLocale} from './site';
import {
  accountButton,
  ada,
  keyChips,
  logInFrom,
  loginLink,
  logoutHrefFor,
  routeSessionCalls,
  storageStateFile,
} from './session';

const [en, fr] = locales as [SiteLocale, SiteLocale];
const menuLink = (page: Page, id: string, locale: SiteLocale = en) =>
  mainNavbar(page, locale).getByRole('link', {name: uiString(locale, id), exact: true});

test.beforeEach(async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
});

test.describe('logged in', () => {
  test.use({storageState: storageStateFile(ada)});

  test('the account item takes the place of Login, the same height, and nothing else in the navbar moves', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await routeSessionCalls(page, async (route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, '/configuration');
    const navbar = mainNavbar(page, en);
    // Every navbar item but the session one: logo, Docs, language, FAQ, search.
    const others = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll(
            '.navbar__inner .navbar__brand, .navbar__inner .navbar__item',
          ),
        ]
          .filter((el) => !el.matches('[data-session-item]') && !el.closest('[data-session-item]'))
          .map((el) => {
            const {x, y, width, height} = el.getBoundingClientRect();
            return `${el.className} ${[x, y, width, height].map((n) => n.toFixed(1)).join(' ')}`;
          }),
      );
    const login = loginLink(page);
    await expect(login).toBeVisible();
    const loginBox = (await login.boundingBox())!;
    const before = await others();
    release();
    const button = accountButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(
      uiString(en, 'accountMenu.button.label').replace('{account}', ada.email),
    );
    await expect(button).toHaveText(ada.email);
    await expect(navbar.getByRole('link', {name: 'Login', exact: true})).toHaveCount(0);
    expect(await others()).toEqual(before);
    const item = (await page.locator('.navbar__inner [data-session-item]').boundingBox())!;
    expect(item.y).toBeCloseTo(loginBox.y, 0);
    expect(item.height).toBeCloseTo(loginBox.height, 0);
    // Right-aligned: the item ends where Login ended.
    expect(item.x + item.width).toBeCloseTo(loginBox.x + loginBox.width, 0);
  });

  test('opens with the keyboard, offers the dashboard and Log out back to this page, and closes on Escape', async ({
    page,
  }) => {
    await gotoHydrated(page, '/api?tab=x#error-codes');
    const button = accountButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page, 'accountMenu.logout')).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(
      mainNavbar(page, en).getByText(uiString(en, 'accountMenu.loggedInAs')),
    ).toBeVisible();
    await expect(menuLink(page, 'accountMenu.dashboard')).toHaveAttribute('href', testDashboardUrl);
    await expect(menuLink(page, 'accountMenu.logout')).toHaveAttribute('href', logoutHrefFor(page));
    await expect(menuLink(page, 'accountMenu.logout')).toHaveAttribute('target', '_self');
    // Tab moves through the panel: the picker, then the two links.
    await page.keyboard.press('Tab');
    await expect(mainNavbar(page, en).getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menuLink(page, 'accountMenu.dashboard')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(menuLink(page, 'accountMenu.logout')).toBeHidden();
    // A click elsewhere closes it too.
    await gotoHydrated(page, '/configuration');
    await button.click();
    await expect(menuLink(page, 'accountMenu.logout')).toBeVisible();
    // The start of the title, clear of the panel (which opens under the item, to the right).
    await page.locator('article h1').click({position: {x: 5, y: 5}});
    await expect(menuLink(page, 'accountMenu.logout')).toBeHidden();
  });

  test('a very long email is cut in the bar and whole in the menu', async ({page}) => {
    const email = `${'very.long.name.'.repeat(12)}@bramble.example`;
    await routeSessionCalls(page, async (route, path) => {
      const real = await route.fetch();
      if (path !== '/user') return route.fulfill({response: real});
      await route.fulfill({response: real, json: {...(await real.json()), email}});
    });
    await gotoHydrated(page, '/configuration');
    const button = accountButton(page);
    await expect(button).toHaveAccessibleName(new RegExp(email.replace(/\./g, '\\.')));
    expect((await button.boundingBox())!.width).toBeLessThanOrEqual(16 * 16);
    await button.click();
    const whole = page.locator('[data-session-item] .dropdown__menu strong');
    await expect(whole).toHaveText(email);
    await expect(whole).toBeVisible();
    const panel = (await page.locator('[data-session-item] .dropdown__menu').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(1280);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('the mobile menu lists the account with its picker and Log out', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/faq');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.getByRole('button', {name: /Back to main menu/}).click();
    const menu = page.locator('.navbar-sidebar__item').first();
    await expect(menu.getByText(ada.email)).toBeVisible();
    await expect(
      menu.getByRole('combobox', {name: uiString(en, 'sitePicker.label')}),
    ).toBeVisible();
    const logout = menu.getByRole('link', {name: uiString(en, 'accountMenu.logout')});
    await expect(logout).toHaveAttribute('href', logoutHrefFor(page));
    await expect(logout).toHaveAttribute('target', '_self');
  });

  test('French pages name the account and its links in French', async ({page}) => {
    await gotoHydrated(page, '/fr/configuration');
    const button = accountButton(page, fr);
    await expect(button).toHaveAccessibleName(`Compte : ${ada.email}`);
    await button.click();
    await expect(menuLink(page, 'accountMenu.logout', fr)).toHaveText('Se déconnecter');
    await expect(menuLink(page, 'accountMenu.dashboard', fr)).toHaveText('Tableau de bord');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the open menu passes axe in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme, reducedMotion: 'reduce'});
      await gotoHydrated(page, '/configuration');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await accountButton(page).click();
      await expect(menuLink(page, 'accountMenu.logout')).toBeVisible();
      expect(
        scheme === 'light' ? await wcagViolations(page) : await colourViolations(page),
      ).toEqual([]);
    });
  }
});

// Its own login: logging out ends the session, which the stored demo sessions must outlive.
test('Log out returns to the same page, anonymous', async ({page}) => {
  const path = '/configuration?from=test#script-parameters';
  await logInFrom(page, path, ada);
  await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
  await accountButton(page).click();
  await menuLink(page, 'accountMenu.logout').click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(loginLink(page)).toBeVisible();
  await expect(keyChips(page).filter({hasText: 'YOUR_SECRET_KEY'}).first()).toBeVisible();
  await expect(page.locator('article')).not.toContainText(ada.secret);
  await expect(accountButton(page)).toHaveCount(0);
  // The session is over on the dashboard too: a reload stays anonymous.
  await page.reload();
  await expect(loginLink(page)).toBeVisible();
});
