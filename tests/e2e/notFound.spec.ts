// The not-found page's help (src/theme/NotFound/Content, src/components/NotFoundHelp): pages
// like the missing address, the main entry points, and nothing moving while they arrive.
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {expectSteadyContent, recordLayoutShifts} from './layoutShifts';
import {accessibilityViolations, docsLink} from './pageChecks';
import {loginHrefFor, loginLink} from './session';
import {locales, uiString, type SiteLocale} from './site';

const [en, fr] = locales as [SiteLocale, SiteLocale];

/** The suggested pages: a region named by its heading. */
const suggestedPages = (page: Page, locale: SiteLocale) =>
  page.getByRole('region', {name: uiString(locale, 'notFound.suggestions.title'), exact: true});

/** The links of the suggested pages, in order. */
const suggestionLinks = (page: Page, locale: SiteLocale) =>
  suggestedPages(page, locale).getByRole('listitem').getByRole('link');

/** The entry points: a navigation landmark named by its heading. */
const entryPoints = (page: Page, locale: SiteLocale) =>
  page.getByRole('navigation', {name: uiString(locale, 'notFound.entryPoints.title'), exact: true});

/** The search link's text for some words, as the locale writes it. */
const searchFor = (locale: SiteLocale, words: string): string =>
  uiString(locale, 'notFound.entryPoints.searchFor').replace('{words}', words);

/** Waits until the search results have come (or there are none): the box is no longer busy. */
async function waitForSuggestions(page: Page, locale: SiteLocale): Promise<void> {
  await expect(suggestedPages(page, locale).locator('[aria-busy="false"]')).toHaveCount(1);
}

/** Opens a missing address: it answers 404, and the page runs. */
async function openMissing(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
}

/** The page's entry points link where they must in the locale, with the search for `words`. */
async function expectEntryPoints(page: Page, locale: SiteLocale, words: string): Promise<void> {
  const links = entryPoints(page, locale).getByRole('link');
  const expected = [
    [uiString(locale, 'notFound.entryPoints.quickStart'), `${locale.prefix}/`],
    [uiString(locale, 'notFound.entryPoints.api'), `${locale.prefix}/api`],
    [uiString(locale, 'notFound.entryPoints.faq'), `${locale.prefix}/faq`],
    [
      words ? searchFor(locale, words) : uiString(locale, 'notFound.entryPoints.search'),
      `${locale.prefix}/search${words ? `?${new URLSearchParams({q: words})}` : ''}`,
    ],
  ];
  await expect(links).toHaveCount(expected.length);
  for (const [index, [name, href]] of expected.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(name!);
    await expect(links.nth(index)).toHaveAttribute('href', href!);
  }
}

test.beforeEach(async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  await recordLayoutShifts(page);
});

/**
 * Nothing moved since the first paint (CLS 0), and no axe violation: in both colour modes in
 * English, in light mode in French (the same template and CSS, other words).
 */
async function expectSteadyAndAccessible(page: Page, locale: SiteLocale): Promise<void> {
  await expectSteadyContent(page);
  expect(await accessibilityViolations(page, {dark: locale === en})).toEqual([]);
}

for (const locale of [en, fr]) {
  test(`${locale.prefix}/configuraton: a 404 with the ${locale.code} apology, ${locale.prefix}/configuration first, the entry points and the search, steady and accessible`, async ({
    page,
  }) => {
    await openMissing(page, `${locale.prefix}/configuraton`);
    // Docs is active, and Login comes back to the URL asked for (404.html is rendered once, for
    // the route /404, and served for every missing path; its layout is a build check).
    await expect(docsLink(page, locale)).toHaveClass(/navbar__link--active/);
    expect(page.url()).toMatch(/\/configuraton$/);
    await expect(loginLink(page, locale)).toHaveAttribute('href', loginHrefFor(page));
    // The stock apology, as Docusaurus writes it in the locale.
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', {level: 1})).toHaveText(
      uiString(locale, 'theme.NotFound.title'),
    );
    await expect(main).toContainText(uiString(locale, 'theme.NotFound.p1'));
    await expect(main).toContainText(uiString(locale, 'theme.NotFound.p2'));
    // Headings in order: the apology's h1, then the help's two h2.
    await expect(page.locator('h1, h2, h3').filter({visible: true})).toHaveText([
      uiString(locale, 'theme.NotFound.title'),
      uiString(locale, 'notFound.entryPoints.title'),
      uiString(locale, 'notFound.suggestions.title'),
    ]);
    // The close page at once, first, before and after the search results come.
    await expect(suggestionLinks(page, locale).first()).toHaveAttribute(
      'href',
      `${locale.prefix}/configuration`,
    );
    await waitForSuggestions(page, locale);
    await expect(suggestionLinks(page, locale).first()).toHaveAttribute(
      'href',
      `${locale.prefix}/configuration`,
    );
    // The search finds nothing for the typo, as /search would not: the close page stays alone.
    expect(await suggestionLinks(page, locale).count()).toBeLessThanOrEqual(5);
    // Each page once.
    const pagesLinked = await suggestionLinks(page, locale).evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).pathname),
    );
    expect(new Set(pagesLinked).size).toBe(pagesLinked.length);
    await expectEntryPoints(page, locale, 'configuraton');
    await expectSteadyAndAccessible(page, locale);
  });
}

test('/verify-the-token offers the verification API first, from the search, as /search lists it, moving nothing', async ({
  page,
}) => {
  await openMissing(page, '/verify-the-token');
  await waitForSuggestions(page, en);
  const suggested = await suggestionLinks(page, en).evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).pathname),
  );
  // Ranked by page (src/plugins/searchRanking): the page about verifying tokens comes before the
  // quick start's "Verify the token" section and the recipes' server sections.
  expect(suggested[0]).toBe('/api');
  expect(suggested).toContain('/');
  await expectEntryPoints(page, en, 'verify the token');
  // Nothing moved as the suggestions came (at 390 px below).
  await expect(suggestionLinks(page, en).first()).toBeVisible();
  await expectSteadyContent(page);

  // The results page finds the same pages first, in the same order.
  await entryPoints(page, en)
    .getByRole('link', {name: searchFor(en, 'verify the token')})
    .click();
  await expect(page).toHaveURL(/\/search\?q=verify\+the\+token$/);
  const results = page.locator('article h2 a');
  await expect(results.first()).toBeVisible();
  const listed = await results.evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).pathname),
  );
  const firstOfEachPage = [...new Set(listed)].slice(0, suggested.length);
  expect(suggested).toEqual(firstOfEachPage);
});

test('nonsense words: a clear line that nothing matches, and the entry points', async ({page}) => {
  await openMissing(page, '/zzqxjv-blorpf');
  await waitForSuggestions(page, en);
  await expect(suggestionLinks(page, en)).toHaveCount(0);
  await expect(suggestedPages(page, en)).toContainText(uiString(en, 'notFound.suggestions.none'));
  await expectEntryPoints(page, en, 'zzqxjv blorpf');
  // The line takes the box reserved for the suggestions; its colours are the template's,
  // checked by axe on /configuraton above.
  await expectSteadyContent(page);
});

test('odd addresses: /apii offers /api first, a hostile one is inert words, a 2,000-character one eight short words on one line', async ({
  page,
}) => {
  await test.step('/apii', async () => {
    await openMissing(page, '/apii');
    await expect(suggestionLinks(page, en).first()).toHaveAttribute('href', '/api');
    await waitForSuggestions(page, en);
    await expect(suggestionLinks(page, en).first()).toHaveAttribute('href', '/api');
  });

  await test.step('a hostile address', async () => {
    page.on('dialog', (dialog) => {
      throw new Error(`the page opened a dialog: ${dialog.message()}`);
    });
    await openMissing(page, '/%3Cimg%20src=x%20onerror=alert(1)%3E');
    await waitForSuggestions(page, en);
    // No element came from the address: the help holds no image, only its words as text.
    await expect(page.locator('#__docusaurus img[src="x"], img[onerror]')).toHaveCount(0);
    await expectEntryPoints(page, en, 'img src x onerror alert 1');
  });

  await test.step('a 2,000-character address', async () => {
    const words = Array.from({length: 300}, (_, i) => `token${i}`);
    const path = `/${words.join('-')}-${'x'.repeat(2000)}`.slice(0, 2000);
    expect(path).toHaveLength(2000);
    await openMissing(page, path);
    await waitForSuggestions(page, en);
    await expectEntryPoints(page, en, words.slice(0, 8).join(' '));
    const searchLink = entryPoints(page, en).getByRole('link').last();
    const {height, lineHeight} = await searchLink.evaluate((link) => ({
      height: link.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(link).lineHeight),
    }));
    expect(height).toBeLessThanOrEqual(lineHeight + 1);
  });
});

test('without JavaScript: the apology and the entry points, and no empty suggestions box', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  for (const locale of [en, fr]) {
    const response = await page.goto(`${locale.prefix}/configuraton`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      uiString(locale, 'theme.NotFound.title'),
    );
    await expectEntryPoints(page, locale, '');
    await expect(suggestedPages(page, locale)).toBeHidden();
  }
  await context.close();
});

// The close page comes once the page runs, then the search results: rows fill the box reserved
// for them, and placeholders leave it. At 1280 px /configuraton in both locales and
// /verify-the-token are checked above; the French box is the same component with other words.
test('/verify-the-token at 390px: nothing moves as the suggestions come', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await openMissing(page, '/verify-the-token');
  await waitForSuggestions(page, en);
  await expect(suggestionLinks(page, en).first()).toBeVisible();
  await expectSteadyContent(page);
});
