import type {Page, Response} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';
import {recordLayoutShifts} from './layoutShifts';
import type {SiteLocale} from './site';

export const queries = {
  'with results': 'sitekey',
  'without results': 'zzqxjv',
  'of 200 characters':
    'verify the token on your server with the secret key before you trust the form '
      .repeat(3)
      .slice(0, 200),
};
export type QueryKind = keyof typeof queries;

export const phone = {width: 390, height: 844};
export const desktop = {width: 1280, height: 800};

/**
 * Opens the results page for a query and waits until its answer (results or none) is drawn;
 * returns the page's response.
 */
export async function openResults(
  page: Page,
  locale: SiteLocale,
  query: string,
): Promise<Response | null> {
  await recordLayoutShifts(page);
  const response = await page.goto(`${locale.prefix}/search?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toContainText(query.slice(0, 20));
  // Each result is an article with a linked heading; no results is one paragraph.
  const main = page.getByRole('main');
  await expect(
    main
      .locator('article h2 a')
      .or(main.getByText(/document|Aucun/))
      .first(),
  ).toBeVisible();
  return response;
}
