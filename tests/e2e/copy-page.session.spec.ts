// Logged in, the page shows the visitor's keys, but Copy page and analytics never see them.
import {test, expect, gotoHydrated, analyticsPageViews} from './fixtures';
import {locales, uiString, type SiteLocale} from './site';
import {ada, keyChips, storageStateFile} from './session';

const [en] = locales as [SiteLocale];
const adaKeys = [ada.secret, ...ada.sites.map((site) => site.sitekey)];

test.use({storageState: storageStateFile(ada)});

test('Copy page puts the placeholders on the clipboard, never the keys on screen', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await gotoHydrated(page, '/api?from=chat#request-fields');
  await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
  await page
    .getByRole('button', {name: uiString(en, 'copyPage.button.label'), exact: true})
    .click();
  await expect(page.getByRole('status')).toHaveText(uiString(en, 'copyPage.announce.copied'));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('YOUR_SECRET_KEY');
  expect(copied).toContain('YOUR_SITE_KEY');
  for (const key of adaKeys) expect(copied).not.toContain(key);

  // What an analytics script can read and send: no key in any of it.
  const [view] = await analyticsPageViews(page);
  expect(view).toBeDefined();
  const readable = [view!.url, view!.title, view!.referrer, page.url(), await page.title()];
  for (const key of adaKeys) expect(readable.join('\n')).not.toContain(key);
});
