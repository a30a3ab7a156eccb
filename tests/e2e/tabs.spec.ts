import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {localizedPath, locales, uiString, watchRemovals} from './site';

/** Every tab of the server-language groups on the page named `name`. */
const serverTabs = (page: Page, name: string): Locator =>
  page
    .getByRole('tablist')
    .filter({has: page.getByRole('tab', {name: 'curl'})})
    .getByRole('tab', {
      name,
      exact: true,
    });

// In English only: a French page has the same tab groups with the same props (the translation
// check compares them), so the same code keeps the same choice.
for (const locale of [locales[0]!]) {
  test(`${locale.code}: a server language chosen once follows the reader across pages and reloads`, async ({
    page,
  }) => {
    await gotoHydrated(page, localizedPath(locale, '/api'));
    // The grammars added beyond prism-react-renderer's own, each loaded when a block needs it.
    for (const language of ['php', 'ruby', 'java', 'csharp', 'bash', 'json']) {
      const block = page.locator(`pre.language-${language}`).first();
      expect(await block.locator('.token:not(.plain)').count(), language).toBeGreaterThan(2);
    }
    const go = serverTabs(page, 'Go');
    await go.first().click();
    // Every group on the page switches, not only the one clicked.
    for (const tab of await go.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(serverTabs(page, 'Node.js').first()).toHaveAttribute('aria-selected', 'false');

    // A client-side navigation (the marker survives it) to another page with server samples.
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    await page
      .getByRole('navigation', {name: uiString(locale, 'theme.docs.sidebar.navAriaLabel')})
      .locator(`a[href="${localizedPath(locale, '/mobile_app_sdks')}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/mobile_app_sdks')}$`));
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
    await expect(serverTabs(page, 'Go').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({hasText: 'net/http'}).first()).toBeVisible();

    // After a reload the stored tab is shown, and hydration applies it without redrawing the
    // groups (upstream remounts every group, code and all, once the page runs).
    const removedTabParts = await watchRemovals(page, '[role="tablist"], [role="tabpanel"], pre');
    await page.reload();
    await waitForHydration(page);
    await expect(serverTabs(page, 'Go').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({hasText: 'net/http'}).first()).toBeVisible();
    expect(await removedTabParts()).toEqual([]);
  });
}
