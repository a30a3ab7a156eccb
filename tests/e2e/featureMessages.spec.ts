// The fact tables' and the download button's UI messages are not in every page's first script:
// they come with the tables' and the button's chunks (src/plugins/firstScriptMessages). A French
// page shows them in French as the server rendered it, keeps them through hydration, and shows
// them when a client-side link brings a page with them. The theme editor's are checked in
// themeEditor.spec.ts.
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {locales, uiString, watchRemovals, type SiteLocale} from './site';

const fr = locales.find((locale) => locale.code === 'fr') as SiteLocale;

/** A column header of a fact table, by its French words. */
const header = (page: Page, id: string) =>
  page.getByRole('columnheader', {name: uiString(fr, id), exact: true});

/** The anonymous reader's download link, by the start of its French words. */
const downloadLink = (page: Page) =>
  page.getByRole('link', {name: new RegExp(`^${uiString(fr, 'downloadProject.withTestKeys')}`)});

test('a French page draws its fact table and download link in French, before and after hydration', async ({
  browser,
  baseURL,
  page,
}) => {
  // The page as the server rendered it, before any script runs.
  const serverRender = await browser.newContext({javaScriptEnabled: false, baseURL});
  const serverPage = await serverRender.newPage();
  await serverPage.goto('/fr/integrations/express');
  await expect(header(serverPage, 'factTable.testKeyBehaviour.secret')).toBeVisible();
  await expect(downloadLink(serverPage)).toBeVisible();
  await serverRender.close();

  // Hydrated: the same words, and the same elements (a mismatch would redraw them, and React
  // would log it, which fails every test).
  const removedParts = await watchRemovals(page, 'table, th, a[download]');
  await gotoHydrated(page, '/fr/integrations/express');
  await expect(header(page, 'factTable.testKeyBehaviour.secret')).toBeVisible();
  await expect(downloadLink(page)).toBeVisible();
  expect(await removedParts()).toEqual([]);
});

test('a French page without a table does not fetch the tables’ messages; reached by client-side links, the fact tables and the download link speak French', async ({
  page,
}) => {
  // The FAQ has no table: it does not fetch the tables' messages. (The download button's come
  // with the MDX components' chunk, which every docs page fetches: the button is one of them.)
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });
  await gotoHydrated(page, '/fr/faq');
  await page.waitForLoadState('networkidle');
  const fetched = await Promise.all(scripts);
  expect(fetched.filter((code) => code.includes('"factTable.integrations.recipe":'))).toEqual([]);
  await page.locator('article a[href^="/fr/integrations#"]').first().click();
  await expect(page).toHaveURL(/\/fr\/integrations#/);
  await expect(header(page, 'factTable.integrations.recipe')).toBeVisible();

  await page.getByRole('table').getByRole('link', {name: 'Express', exact: true}).click();
  await expect(page).toHaveURL(/\/fr\/integrations\/express$/);
  await expect(header(page, 'factTable.testKeyBehaviour.secret')).toBeVisible();
  await expect(downloadLink(page)).toBeVisible();
});
