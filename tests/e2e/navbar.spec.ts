import {test, expect, gotoHydrated} from './fixtures';
import {docRoutes, localized, locales} from './site';

const docsLink = (page: import('@playwright/test').Page) =>
  page.locator('.navbar__items--left a.navbar__link', {hasText: /^Docs$/});

for (const locale of locales) {
  test.describe(`${locale.code} navbar`, () => {
    for (const {route} of docRoutes) {
      const path = localized(locale, route);
      const active = route !== '/faq';
      test(`Docs is ${active ? 'active' : 'inactive'} on ${path}`, async ({page}) => {
        await gotoHydrated(page, path);
        const link = docsLink(page);
        await expect(link).toHaveAttribute('href', `${locale.prefix}/`);
        if (active) await expect(link).toHaveClass(/navbar__link--active/);
        else await expect(link).not.toHaveClass(/navbar__link--active/);
      });
    }

    test('FAQ links to the FAQ page and is active there', async ({page}) => {
      await gotoHydrated(page, localized(locale, '/api'));
      const faq = page.locator('.navbar__items--right a.navbar__link', {hasText: 'FAQ'});
      await expect(faq).toHaveAttribute('href', `${locale.prefix}/faq`);
      await faq.click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/faq$`));
      await expect(faq).toHaveClass(/navbar__link--active/);
    });
  });
}

test('the locale dropdown switches language and keeps the page, query and hash', async ({page}) => {
  await gotoHydrated(page, '/configuration?x=1');
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: 'English'});
  await dropdown.hover();
  await dropdown.getByRole('link', {name: 'Français'}).click();
  await expect(page).toHaveURL(/\/fr\/configuration\?x=1$/);
  await page.locator('html[lang="fr"]').waitFor();
  const frDropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: 'Français'});
  await frDropdown.hover();
  await frDropdown.getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/\/configuration\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('Docs stays inactive on an enterprise path', async ({page}) => {
  await page.goto('/enterprise/rqdata');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(docsLink(page)).not.toHaveClass(/navbar__link--active/);
});

test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
  await gotoHydrated(page, '/configuration');
  const navbar = page.locator('nav.navbar');
  await page.mouse.wheel(0, 1500);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.mouse.wheel(0, -400);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens at 390 px and hides when the window grows to desktop width', async ({page}) => {
    await gotoHydrated(page, '/api');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('.navbar--sidebar-show, .navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('.navbar--sidebar-show, .navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeHidden();
  });

  test('the mobile menu holds the FAQ and locale links', async ({page}) => {
    await gotoHydrated(page, '/fr/api');
    await page.getByRole('button', {name: /navigation/i}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'FAQ'})).toHaveAttribute('href', '/fr/faq');
  });
});
