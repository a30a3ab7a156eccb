// Where the navbar leads. Its Docs and FAQ items (their links, and which is active) are checked on
// every docs page in pages.spec.ts, FAQ becoming active after a client-side navigation in
// layout.spec.ts, with the navbar hiding on scroll and links loading page code on intent only.
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {loginHrefFor} from './session';
import {docsLabel, locales, mainNavbar, uiString, type SiteLocale} from './site';

test('the locale dropdown switches language and keeps the page, query and hash', async ({page}) => {
  const [en, fr] = locales as [SiteLocale, SiteLocale];
  await gotoHydrated(page, '/configuration?x=1');
  await mainNavbar(page, en).getByRole('button', {name: en.label}).hover();
  await mainNavbar(page, en).getByRole('link', {name: fr.label}).click();
  await expect(page).toHaveURL(/\/fr\/configuration\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', fr.htmlLang);
  await waitForHydration(page);
  await mainNavbar(page, fr).getByRole('button', {name: fr.label}).hover();
  await mainNavbar(page, fr).getByRole('link', {name: en.label}).click();
  await expect(page).toHaveURL(/\/configuration\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', en.htmlLang);
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens at 390 px, offers Login in the same tab, and hides when the window grows to desktop width', async ({
    page,
  }) => {
    await gotoHydrated(page, '/api');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // On a docs page the menu opens on the docs sidebar; the navbar items are one step back.
    await page.getByRole('button', {name: /Back to main menu/}).click();
    const login = page
      .locator('.navbar-sidebar__item')
      .first()
      .getByRole('link', {name: 'Login', exact: true});
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', loginHrefFor(page));
    await expect(login).toHaveAttribute('target', '_self');
    await page.setViewportSize({width: 1280, height: 800});
    await expect(menu).toBeHidden();
    await expect(toggle).toBeHidden();
  });

  test('holds the FAQ and locale links, translated', async ({page}) => {
    const fr = locales[1]!;
    await gotoHydrated(page, '/fr/api');
    await page.getByRole('button', {name: /navigation/i}).click();
    // On a docs page the menu opens on the docs sidebar; the navbar items are one step back.
    await page
      .getByRole('button', {
        name: uiString(fr, 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel'),
      })
      .click();
    const primary = page.locator('.navbar-sidebar__item').first();
    await expect(primary.getByRole('link', {name: 'FAQ'})).toHaveAttribute('href', '/fr/faq');
    await expect(primary.getByRole('link', {name: docsLabel(fr)})).toHaveAttribute('href', '/fr/');
    await expect(
      primary.getByRole('button', {
        name: uiString(fr, 'theme.navbar.mobileLanguageDropdown.label'),
      }),
    ).toBeVisible();
  });
});
