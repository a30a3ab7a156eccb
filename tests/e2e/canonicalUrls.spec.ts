// One URL per page: an address nginx and the client router would read as different pages
// (encoded, not normalised, in other letter case, with a trailing slash) is redirected to the
// page's URL, where the page hydrates as it was served; one that names no page is a 404 that
// stays a 404 once the app runs. A hydration mismatch (React error #418) is a console error,
// which fails the test (fixtures.ts).
import {test, expect, waitForHydration} from './fixtures';

const variants = [
  {asked: '/api%2f', url: '/api', heading: 'Verification API'},
  {asked: '/fr%2Fapi', url: '/fr/api', heading: 'API de vérification'},
  {asked: '/API', url: '/api', heading: 'Verification API'},
  {asked: '/Fr/Api/', url: '/fr/api', heading: 'API de vérification'},
  {asked: '/fr//api', url: '/fr/api', heading: 'API de vérification'},
  {asked: '/Search', url: '/search', heading: 'Search the documentation'},
  {asked: '/api/?from=mail', url: '/api?from=mail', heading: 'Verification API'},
];

for (const {asked, url, heading} of variants) {
  test(`${asked} goes to ${url}, which hydrates as the page`, async ({visitorPage: page}) => {
    const response = await page.goto(asked);
    expect(response?.status()).toBe(200);
    const {pathname, search} = new URL(page.url());
    expect(pathname + search).toBe(url);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
  });
}

for (const asked of ['/api%20x', '/fr/API.md', '/apI%2fx']) {
  test(`${asked} names no page: a 404 that stays one once the app runs`, async ({
    visitorPage: page,
  }) => {
    const response = await page.goto(asked);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      asked.startsWith('/fr/') ? 'Page introuvable' : 'Page Not Found',
    );
  });
}
