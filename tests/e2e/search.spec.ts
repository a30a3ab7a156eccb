import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

const isIndex = (url: string): boolean => /\/search-index[^/]*\.json/.test(url);
// By label, not role: the box turns into a combobox once the dropdown is attached.
const searchBox = (page: Page, name = 'Search') => page.getByLabel(name, {exact: true});

test.describe('search', () => {
  test('the index is not requested until the search box is hovered or focused', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (isIndex(request.url())) indexRequests.push(request.url());
    });
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await searchBox(page).hover();
    await expect.poll(() => indexRequests.length).toBe(1);
    // Hashed file name, fetched from the site's own origin.
    expect(indexRequests[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/search-index-[0-9a-f]{8}\.json$/);
  });

  test('Ctrl+K focuses the search box, which shows its shortcut hint', async ({page}) => {
    await gotoHydrated(page, '/api');
    const box = searchBox(page);
    await expect(page.locator('.navbar__search kbd')).toHaveText(['ctrl', 'K']);
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
  });

  test('a common word gives at most 8 results with excerpts, and the clear button empties the box', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const box = searchBox(page);
    await box.focus();
    await box.fill('widget');
    const suggestions = page.getByRole('listbox').getByRole('option');
    await expect(suggestions.first()).toBeVisible();
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    await expect(page.getByRole('link', {name: 'See all results'})).toBeVisible();
    const clear = page.locator('[class*="searchClearButton"]');
    await clear.click();
    await expect(box).toHaveValue('');
  });

  test("nonsense gives 'No results'", async ({page}) => {
    await gotoHydrated(page, '/');
    const box = searchBox(page);
    await box.focus();
    await box.fill('zzqxjv');
    await expect(page.getByText('No results', {exact: true})).toBeVisible();
  });

  test('French search strings are translated', async ({page}) => {
    await gotoHydrated(page, '/fr/');
    const box = searchBox(page, 'Rechercher');
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
});
