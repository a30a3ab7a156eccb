// The search results page is drawn without a query; its query, loading ring and results arrive
// after hydration, and must move nothing the reader sees (src/theme/SearchPage). One visit per
// case checks everything that page shows for it.
import {test, expect} from './fixtures';
import {expectSteadyContent} from './layoutShifts';
import {accessibilityViolations} from './pageChecks';
import {desktop, openResults, phone, queries, type QueryKind} from './searchResults';
import {locales, type SiteLocale} from './site';

const [en, fr] = locales as [SiteLocale, SiteLocale];

/** The heading of the results page for a query, as each locale writes it. */
const resultsHeading: Record<string, (query: string) => string> = {
  en: (query) => `Search results for "${query}"`,
  fr: (query) => `Résultats de recherche pour « ${query} »`,
};

const cases: {locale: SiteLocale; viewport: typeof phone; kind: QueryKind; axe?: boolean}[] = [
  // Every kind of answer on a phone, where the heading and results have the least room.
  ...(Object.keys(queries) as QueryKind[]).map((kind) => ({locale: en, viewport: phone, kind})),
  // The whole page at desktop width, results and all, passes axe: in both colour modes in
  // English, in light mode in French (the same template and CSS, other words).
  {locale: en, viewport: desktop, kind: 'with results', axe: true},
  {locale: fr, viewport: desktop, kind: 'with results', axe: true},
  // The French words for no result, and the French quotation marks of a long query.
  {locale: fr, viewport: phone, kind: 'without results'},
  {locale: fr, viewport: phone, kind: 'of 200 characters'},
];

for (const {locale, viewport, kind, axe} of cases) {
  test(`${locale.code} at ${viewport.width} px: a query ${kind} moves nothing as it is answered${axe ? ', with no axe violation' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const query = queries[kind];
    const response = await openResults(page, locale, query);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', {level: 1});
    if (kind === 'with results') {
      expect(await page.getByRole('main').locator('article').count()).toBeGreaterThan(1);
      await expect(page.getByRole('main').locator('article h2 a').first()).toBeVisible();
    }
    if (kind === 'without results') {
      await expect(page.getByRole('main').locator('article')).toHaveCount(0);
      if (locale === fr) await expect(page.getByText('Aucun document trouvé')).toBeVisible();
    }
    // The heading names the query in full, even where it is cut on screen.
    if (kind === 'of 200 characters') expect(await heading.textContent()).toContain(query);
    else await expect(heading).toHaveText(resultsHeading[locale.code]!(query));
    await expectSteadyContent(page);
    if (axe) expect(await accessibilityViolations(page, {dark: locale === en})).toEqual([]);
  });
}

// The browser runs the search worker the build checks rank with (src/plugins/searchRanking):
// the page about a topic comes first, not one that names it in a heading.
for (const [locale, query, first] of [
  [en, 'test keys', '/testing'],
  [fr, 'clé de test', '/fr/testing'],
] as const) {
  test(`${locale.code}: "${query}" puts ${first} first`, async ({page}) => {
    await openResults(page, locale, query);
    const firstLink = page.getByRole('main').locator('article h2 a').first();
    expect(new URL(await firstLink.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(
      first,
    );
  });
}
