import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {locales, uiString, type SiteLocale} from './site';

const [en, fr] = locales as [SiteLocale, SiteLocale];
const isIndex = (url: string): boolean => /\/search-index[^/]*\.json/.test(url);
// By label, not role: the box turns into a combobox once the dropdown is attached.
const searchBox = (page: Page, locale: SiteLocale) =>
  page.getByLabel(uiString(locale, 'theme.SearchBar.label'), {exact: true});

test('the search box: lazy index, Ctrl+K, at most 8 results, clear button and "No results"', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (isIndex(request.url())) indexRequests.push(request.url());
  });
  await gotoHydrated(page, '/');
  // Everything the page needs has loaded, and still no index.
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await expect(page.locator('.navbar__search kbd')).toHaveText(['ctrl', 'K']);
  await expect(page.locator('.navbar__search kbd').first()).toHaveCSS('pointer-events', 'none');
  await searchBox(page, en).hover();
  await expect.poll(() => indexRequests.length).toBe(1);
  // Hashed file name, fetched from the site's own origin.
  expect(indexRequests[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/search-index-[0-9a-f]{8}\.json$/);

  await page.keyboard.press('Control+k');
  const box = searchBox(page, en);
  await expect(box).toBeFocused();
  await box.fill('widget');
  const suggestions = page.getByRole('listbox').getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  // Styled as a card of results.
  await expect(page.getByRole('listbox')).toHaveCSS('border-radius', '6px');
  await expect(suggestions.first()).toHaveCSS('display', 'flex');
  const count = await suggestions.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(8);
  await expect(page.getByRole('link', {name: 'See all results'})).toBeVisible();
  // The plugin's clear button has no label of its own: its name is its glyph.
  await page.getByRole('button', {name: '✕'}).click();
  await expect(box).toHaveValue('');

  await box.fill('zzqxjv');
  await expect(page.getByText('No results', {exact: true})).toBeVisible();
  expect(indexRequests).toHaveLength(1);
});

test('French search strings are translated', async ({page}) => {
  await gotoHydrated(page, '/fr/');
  const box = searchBox(page, fr);
  await box.focus();
  await box.fill('zzqxjv');
  await expect(page.getByText('Aucun résultat', {exact: true})).toBeVisible();
});

test('the results page reads q from the URL', async ({page}) => {
  await gotoHydrated(page, '/search?q=secret');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "secret"');
  await expect(page.locator('article h2 a').first()).toBeVisible();
  expect(await page.locator('article h2 a').count()).toBeGreaterThan(1);
});

test('the French results page is translated', async ({page}) => {
  await gotoHydrated(page, '/fr/search?q=zzqxjv');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Résultats de recherche pour « zzqxjv »',
  );
  await expect(page.getByText('Aucun document trouvé')).toBeVisible();
});
