// The search results page is drawn without a query; its query, loading ring and results arrive
// after hydration, and must move nothing the reader sees (src/theme/SearchPage).
import {test, expect} from './fixtures';
import {expectSteadyContent} from './layoutShifts';
import {desktop, openResults, phone, queries, type QueryKind} from './searchResults';
import {locales, type SiteLocale} from './site';

const [en, fr] = locales as [SiteLocale, SiteLocale];

const cases: {locale: SiteLocale; viewport: typeof phone; kind: QueryKind}[] = [
  ...locales.flatMap((locale) =>
    (Object.keys(queries) as QueryKind[]).map((kind) => ({locale, viewport: phone, kind})),
  ),
  {locale: en, viewport: desktop, kind: 'with results'},
  {locale: fr, viewport: desktop, kind: 'of 200 characters'},
];

for (const {locale, viewport, kind} of cases) {
  test(`${locale.code} at ${viewport.width} px: a query ${kind} moves nothing as it is answered`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const query = queries[kind];
    await openResults(page, locale, query);
    if (kind === 'with results')
      expect(await page.getByRole('main').locator('article').count()).toBeGreaterThan(1);
    if (kind === 'without results')
      await expect(page.getByRole('main').locator('article')).toHaveCount(0);
    // The heading names the query in full, even where it is cut on screen.
    expect(await page.getByRole('heading', {level: 1}).textContent()).toContain(query);
    await expectSteadyContent(page);
  });
}
