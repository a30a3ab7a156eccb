import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {docRoutes, localized, locales, type Locale} from './site';

const docsLabel = {en: 'Docs', fr: 'Documentation'};
const docsLink = (page: Page, locale: Locale = locales[0]!) =>
  page.locator('.theme-layout-navbar-left a.navbar__link', {hasText: docsLabel[locale.code]});

for (const locale of locales) {
  test.describe(`${locale.code} navbar`, () => {
    for (const {route} of docRoutes) {
      const path = localized(locale, route);
      const active = route !== '/faq';
      test(`Docs is ${active ? 'active' : 'inactive'} on ${path}`, async ({page}) => {
        await gotoHydrated(page, path);
        const link = docsLink(page, locale);
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
  await page.mouse.move(600, 400);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 300);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  await expect(navbar).toBeInViewport();
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
    // On a docs page the menu opens on the docs sidebar; the navbar items are one step back.
    await page.getByRole('button', {name: /Retour au menu principal/}).click();
    const primary = page.locator('.navbar-sidebar__item').first();
    await expect(primary.getByRole('link', {name: 'FAQ'})).toHaveAttribute('href', '/fr/faq');
    await expect(primary.getByRole('link', {name: 'Documentation'})).toHaveAttribute(
      'href',
      '/fr/',
    );
    await expect(primary.getByRole('button', {name: 'Langues'})).toBeVisible();
  });
});
