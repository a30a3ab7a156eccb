// Colour mode and the announcement bar. The bar's words and link in each locale are checked on
// every docs page in pages.spec.ts.
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';

test('/: the colour mode is light by default and follows the system while the visitor has not chosen; the announcement bar stays closed after a reload, and comes back when its id changes', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'no-preference'});
  await gotoHydrated(page, '/');
  await test.step('colour mode', async () => {
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  await test.step('announcement bar', async () => {
    const bar = page.getByRole('banner').filter({hasText: 'Invisible mode'});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', '/invisible');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Invisible mode is now included')).toBeHidden();
    // A different stored id stands for an older announcement: the current one shows again.
    await page.evaluate(() =>
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
    );
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Invisible mode is now included')).toBeVisible();
  });
});

test('a toggled colour mode survives a reload and beats the system preference', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/fr/api');
  const toggle = page.getByRole('button', {name: /mode/i}).first();
  // The toggle cycles; click until dark is chosen.
  for (let i = 0; i < 3; i++) {
    if ((await page.locator('html').getAttribute('data-theme')) === 'dark') break;
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({colorScheme: 'light'});
  // Let the media change reach the page before checking that it changed nothing.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
