// The navbar's account item (issue 10): the email in the place of Login, a small menu with the
// dashboard and Log out. How it takes Login's place when the session arrives is checked with the
// keys in session.spec.ts, its French words on the French page there, and Log out after a login.
import type {Page} from '@playwright/test';
import {testDashboardUrl} from '../testEnv';
import {accessibilityViolations} from './pageChecks';
import {test, expect, gotoHydrated} from './fixtures';
import {diagramCount, locales, mainNavbar, uiString, type SiteLocale} from './site';
import {
  accountButton,
  ada,
  logoutHrefFor,
  notePicker,
  routeSessionCalls,
  storageStateFile,
} from './session';

const [en] = locales as [SiteLocale];
const blog = ada.sites[1]!;
const siteKeyChips = (page: Page) => page.locator('article [data-key="site"]');
const menuLink = (page: Page, id: string, locale: SiteLocale = en) =>
  mainNavbar(page, locale).getByRole('link', {name: uiString(locale, id), exact: true});

test.beforeEach(async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
});

test.describe('logged in', () => {
  test.use({storageState: storageStateFile(ada)});

  test('opens with the keyboard, offers the dashboard and Log out back to this page, closes on Escape or a click elsewhere; its picker changes the keys', async ({
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
    // The picker in the menu changes the keys too.
    await button.click();
    await expect(menuLink(page, 'accountMenu.logout')).toBeVisible();
    await mainNavbar(page, en)
      .getByRole('combobox', {name: uiString(en, 'sitePicker.label')})
      .selectOption(blog.sitekey);
    await expect(siteKeyChips(page).first()).toHaveText(blog.sitekey);
    expect(new Set(await siteKeyChips(page).allTextContents())).toEqual(new Set([blog.sitekey]));
    await expect(
      page.locator('article pre code').filter({hasText: blog.sitekey}).first(),
    ).toBeVisible();
    // A click elsewhere closes it: the start of the title, clear of the panel (which opens under
    // the item, to the right).
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

  test('the mobile menu lists the account with its picker and Log out, and no Login link', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/faq');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.getByRole('button', {name: /Back to main menu/}).click();
    const menu = page.locator('.navbar-sidebar__item').first();
    await expect(menu.getByText(ada.email)).toBeVisible();
    await expect(menu.getByRole('link', {name: 'FAQ'})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Login', exact: true})).toHaveCount(0);
    await expect(
      menu.getByRole('combobox', {name: uiString(en, 'sitePicker.label')}),
    ).toBeVisible();
    const logout = menu.getByRole('link', {name: uiString(en, 'accountMenu.logout')});
    await expect(logout).toHaveAttribute('href', logoutHrefFor(page));
    await expect(logout).toHaveAttribute('target', '_self');
  });

  test('the keys notice with its site picker, and the open menu, pass axe in both colour modes', async ({
    page,
  }) => {
    await gotoHydrated(page, '/configuration');
    await notePicker(page).focus();
    await expect(page.locator('article aside.alert')).toBeVisible();
    await accountButton(page).click();
    await expect(menuLink(page, 'accountMenu.logout')).toBeVisible();
    // The whole page in light mode; the colour rules again in dark mode, the menu still open.
    const diagrams = diagramCount(locales[0]!, '/configuration');
    expect(await accessibilityViolations(page, {diagrams})).toEqual([]);
    await expect(menuLink(page, 'accountMenu.logout')).toBeVisible();
  });
});
