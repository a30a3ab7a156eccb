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

// The box is a light stand-in until the visitor reaches for it, when the plugin's box replaces it
// (src/theme/SearchBar). The plugin's container is told apart by its module class.
const pluginBox = '.navbar__search[class*="searchBarContainer_"]';
const standInBox = '.navbar__search:not([class*="searchBarContainer_"])';

/** What `watchLayout` saw. */
interface LayoutSeen {
  /** Each layout shift since the page started: its score and what moved. */
  layoutShifts: {value: number; moved: string[]}[];
  /** The plugin's icon's `position` as its box was inserted: its stylesheet's, or static. */
  iconPositionAtInsertion?: string;
}

/** Notes the page's layout shifts from its first paint, and how the plugin's box came in. */
async function watchLayout(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const seen = window as unknown as LayoutSeen;
    seen.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: {node?: Node}[];
      }[])
        seen.layoutShifts.push({
          value: entry.value,
          moved: entry.sources.map(({node}) =>
            node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName),
          ),
        });
    }).observe({type: 'layout-shift', buffered: true});
    // Before the browser paints the inserted box: is the plugin's stylesheet already there?
    new MutationObserver(() => {
      const icon = document.querySelector(`${selector} svg`);
      if (icon && !seen.iconPositionAtInsertion)
        seen.iconPositionAtInsertion = getComputedStyle(icon).position;
    }).observe(document, {childList: true, subtree: true});
  }, pluginBox);
}

/** What `watchLayout` has seen so far. */
function layoutSeen(page: Page): Promise<LayoutSeen> {
  return page.evaluate(() => {
    const {layoutShifts, iconPositionAtInsertion} = window as unknown as LayoutSeen;
    return {layoutShifts: [...layoutShifts], iconPositionAtInsertion};
  });
}

/** Where the box, its icon and its input are, and how the input looks. */
function boxGeometry(page: Page, selector: string) {
  return page.locator(selector).evaluate((box) => {
    const rect = (element: Element | null) => {
      const {x, y, width, height} = element!.getBoundingClientRect();
      return {x, y, width, height};
    };
    const input = box.querySelector('input')!;
    const style = getComputedStyle(input);
    return {
      container: rect(box),
      icon: rect(box.querySelector('svg')),
      input: rect(input),
      inputStyle: [
        'padding',
        'border',
        'border-radius',
        'background',
        'color',
        'font',
        'outline',
      ].map((name) => `${name}: ${style.getPropertyValue(name)}`),
      iconColor: getComputedStyle(box.querySelector('svg')!).color,
    };
  });
}

for (const width of [1280, 390]) {
  test(`at ${width}px, the plugin's box comes only when reached for, and replaces the stand-in without moving anything, looking the same in light and dark mode`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 800});
    await page.emulateMedia({colorScheme: 'light'});
    await watchLayout(page);
    await gotoHydrated(page, '/');
    // Everything the page needs has loaded, and the plugin's box has not come on its own.
    await page.waitForLoadState('networkidle');
    await expect(page.locator(standInBox)).toHaveCount(1);
    await expect(page.locator(pluginBox)).toHaveCount(0);
    const lightStandIn = await boxGeometry(page, standInBox);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const darkStandIn = await boxGeometry(page, standInBox);
    const {layoutShifts: shiftsBefore} = await layoutSeen(page);

    // The swap, in dark mode: the pointer passes over the box and leaves.
    await page.locator(standInBox).locator('input').hover();
    await expect(page.locator(pluginBox)).toHaveCount(1);
    await expect(page.locator(standInBox)).toHaveCount(0);
    await page.mouse.move(0, 0);
    // Two frames after the swap, so a shift it caused has been reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await boxGeometry(page, pluginBox)).toEqual(darkStandIn);
    const seen = await layoutSeen(page);
    expect(seen.iconPositionAtInsertion).toBe('absolute');
    expect(seen.layoutShifts.slice(shiftsBefore.length)).toEqual([]);

    // The plugin's box in light mode is the stand-in of light mode.
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await boxGeometry(page, pluginBox)).toEqual(lightStandIn);
  });
}

test('Ctrl+K brings the plugin’s box, focused, with what was typed', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator(standInBox)).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('widget');
  const box = page.locator(pluginBox).getByLabel(uiString(en, 'theme.SearchBar.label'));
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('widget');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});

test('hovering the stand-in brings the plugin’s box, which loads the index at once', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (isIndex(request.url())) indexRequests.push(request.url());
  });
  await gotoHydrated(page, '/');
  await page.locator(standInBox).locator('input').hover();
  // The pointer has not moved since: the box is told it is over it.
  await expect(page.locator(pluginBox)).toHaveCount(1);
  await expect.poll(() => indexRequests.length).toBe(1);
});

test('the stand-in has the translated accessible name, from the server render on, and the French box answers in French', async ({
  browser,
  baseURL,
  page,
}) => {
  const label = uiString(fr, 'theme.SearchBar.label');
  // The page as the server rendered it, before any script runs.
  const serverRender = await browser.newContext({javaScriptEnabled: false, baseURL});
  const serverPage = await serverRender.newPage();
  await serverPage.goto('/fr/');
  await expect(
    serverPage.locator('.navbar__search').getByRole('textbox', {name: label, exact: true}),
  ).toBeVisible();
  await serverRender.close();

  await gotoHydrated(page, '/fr/');
  await expect(
    page.locator(standInBox).getByRole('textbox', {name: label, exact: true}),
  ).toBeVisible();

  // Reached for, the plugin's box comes and answers in French too.
  await searchBox(page, fr).focus();
  await expect(page.locator(pluginBox)).toHaveCount(1);
  await searchBox(page, fr).fill('zzqxjv');
  await expect(page.getByText('Aucun résultat', {exact: true})).toBeVisible();
});
