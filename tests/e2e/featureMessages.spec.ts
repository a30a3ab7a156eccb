// The fact tables' words come with their definitions, and the download button's UI messages with
// its chunk, not in every page's first script (src/plugins/firstScriptMessages). A French page
// shows them in French as the server rendered it, keeps them through hydration, and shows them
// when a client-side link brings a page with them. The theme editor's are checked in
// themeEditor.spec.ts.
import type {Page} from '@playwright/test';
import type {FactTableDefinition} from '../../src/components/FactTables/definitions/defineFactTable';
import {integrationTable} from '../../src/components/FactTables/definitions/IntegrationTable';
import {testKeyBehaviourTable} from '../../src/components/FactTables/definitions/TestKeyBehaviourTable';
import {test, expect, gotoHydrated} from './fixtures';
import {locales, uiString, watchRemovals, type SiteLocale} from './site';

const fr = locales.find((locale) => locale.code === 'fr') as SiteLocale;

/** The first column header of a fact table, by its French words. */
function header(page: Page, table: FactTableDefinition, given = {}) {
  const cell = table.layOut(given).headers[0]!;
  if (typeof cell !== 'object' || !('kind' in cell) || cell.kind !== 'localized')
    throw new Error(`${table.name}: its first header is not text`);
  return page.getByRole('columnheader', {name: cell.text.fr, exact: true});
}
const secretKeyHeader = (page: Page) => header(page, testKeyBehaviourTable, {kind: 'secret'});

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
  await expect(secretKeyHeader(serverPage)).toBeVisible();
  await expect(downloadLink(serverPage)).toBeVisible();
  await serverRender.close();

  // Hydrated: the same words, and the same elements (a mismatch would redraw them, and React
  // would log it, which fails every test).
  const removedParts = await watchRemovals(page, 'table, th, a[download]');
  await gotoHydrated(page, '/fr/integrations/express');
  await expect(secretKeyHeader(page)).toBeVisible();
  await expect(downloadLink(page)).toBeVisible();
  expect(await removedParts()).toEqual([]);
});

test('a French page without a table does not fetch the tables; reached by client-side links, the fact tables and the download link speak French', async ({
  page,
}) => {
  // The FAQ has no table: it does not fetch the tables' code. (The download button's messages come
  // with the MDX components' chunk, which every docs page fetches: the button is one of them.)
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });
  await gotoHydrated(page, '/fr/faq');
  await page.waitForLoadState('networkidle');
  const fetched = await Promise.all(scripts);
  expect(fetched.filter((code) => code.includes('name:"IntegrationTable"'))).toEqual([]);
  await page.locator('article a[href^="/fr/integrations#"]').first().click();
  await expect(page).toHaveURL(/\/fr\/integrations#/);
  await expect(header(page, integrationTable)).toBeVisible();

  await page.getByRole('table').getByRole('link', {name: 'Express', exact: true}).click();
  await expect(page).toHaveURL(/\/fr\/integrations\/express$/);
  await expect(secretKeyHeader(page)).toBeVisible();
  await expect(downloadLink(page)).toBeVisible();
});
