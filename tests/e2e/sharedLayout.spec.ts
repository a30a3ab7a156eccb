// What every page shares, once per locale: its HTML is checked on every page in
// tests/build/docsPages.test.ts, and here a browser shows it. The skip link is the first stop and
// moves focus past the navbar and the sidebar; the announcement, the navbar's items, Copy page
// and the footer are on screen.
import {test, expect, gotoHydrated} from './fixtures';
import {docsLink} from './pageChecks';
import {locales, mainNavbar, uiString} from './site';

for (const locale of locales) {
  test(`${locale.code}: the skip link moves focus to the content; the announcement, navbar, Copy page and footer are shown`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${locale.prefix}/configuration`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('link', {name: uiString(locale, 'theme.common.skipToMainContent')}),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    const announcement = page.locator('.theme-announcement-bar');
    await expect(announcement).toBeVisible();
    await expect(announcement.getByRole('link')).toBeVisible();
    const navbar = mainNavbar(page, locale);
    await expect(docsLink(page, locale)).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'FAQ', exact: true})).toBeVisible();
    await expect(
      page.getByRole('button', {name: uiString(locale, 'copyPage.button.label'), exact: true}),
    ).toBeVisible();
    await expect(
      page.getByRole('link', {name: uiString(locale, 'copyPage.view.label'), exact: true}),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      `Copyright © ${new Date().getFullYear()} Bramble.`,
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
