import {test, expect, gotoHydrated} from './fixtures';
import {docRoutes, frontMatter, localized, locales, siteTitle} from './site';

const normalizeSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim();

for (const locale of locales) {
  test.describe(`${locale.code} routes`, () => {
    for (const {route, file, sidebar} of docRoutes) {
      const path = localized(locale, route);
      test(`${path} renders its page ${sidebar ? 'with' : 'without'} the docs sidebar`, async ({
        page,
      }) => {
        const {title, description} = frontMatter(locale, file);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await expect(page).toHaveTitle(`${title} | ${siteTitle}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
        await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
        await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
        // French typography puts non-breaking spaces before colons; compare the words.
        const metaDescription = await page
          .locator('meta[name="description"]')
          .getAttribute('content');
        expect(normalizeSpaces(metaDescription ?? '')).toBe(normalizeSpaces(description));
        // The introduction is real text, not an empty page.
        const intro = page.locator('article .markdown > p').first();
        expect((await intro.innerText()).length).toBeGreaterThan(80);
        await expect(page.locator('article')).not.toContainText(/lorem ipsum|TODO/i);
        const docsSidebar = page.locator('.theme-doc-sidebar-container');
        await expect(docsSidebar).toHaveCount(sidebar ? 1 : 0);
      });
    }

    test(`${locale.prefix}/search renders the full search page`, async ({page}) => {
      const response = await page.goto(`${locale.prefix}/search`);
      expect(response?.status()).toBe(200);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  });
}

test.describe('not found', () => {
  const cases = [
    {path: '/no-such-page', lang: 'en-US', text: 'Page Not Found'},
    {path: '/api/no/such/thing?x=1', lang: 'en-US', text: 'Page Not Found'},
    {path: '/fr/pas-de-page', lang: 'fr', text: 'Page introuvable'},
    {path: '/fr/api/nope#x', lang: 'fr', text: 'Page introuvable'},
    // The enterprise folder is excluded from the build.
    {path: '/enterprise/rqdata', lang: 'en-US', text: 'Page Not Found'},
    {path: '/fr/enterprise/rqdata', lang: 'fr', text: 'Page introuvable'},
  ];
  for (const {path, lang, text} of cases) {
    test(`${path} answers 404 with the translated page`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(text);
      // The shared layout is still there, so the visitor can find their way.
      await expect(page.getByRole('navigation', {name: /main|principale/i}).first()).toBeVisible();
    });
  }

  test('no page of the built site links to the enterprise folder', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('a[href*="enterprise/"]')).toHaveCount(0);
  });
});

test.describe('odd URLs reach a real page', () => {
  const cases = [
    {path: '/api/', title: 'api.mdx', lang: 'en-US'},
    {path: '/fr', title: 'index.mdx', lang: 'fr'},
    {path: '/configuration?utm_source=x&a=%20', title: 'configuration.mdx', lang: 'en-US'},
    {path: '/fr/faq?q=1#does-not-exist', title: 'faq.mdx', lang: 'fr'},
    {path: '/?', title: 'index.mdx', lang: 'en-US'},
  ];
  for (const {path, title, lang} of cases) {
    test(`${path}`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const locale = locales.find((l) => l.htmlLang === lang)!;
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        frontMatter(locale, title).title,
      );
    });
  }
});
