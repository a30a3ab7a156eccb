// The site picker (issue 10): which of the account's sites fills the samples, remembered as its
// key only. Its copy in the account menu, and axe over the keys notice that holds it, are checked
// in accountMenu.session.spec.ts; its French label, and the notice without sites, in
// session.spec.ts.
import type {Page} from '@playwright/test';
import {sitesPath} from '../../src/session/fetchSession';
import {siteChoiceStorageKey} from '../../src/session/siteChoice';
import {siteNameLabelLength} from '../../src/session/siteNames';
import {test, expect, gotoHydrated} from './fixtures';
import {diagramCount, expectDiagramsDrawn, locales, uiString, type SiteLocale} from './site';
import {
  accountButton,
  ada,
  keyChips,
  mallory,
  notePicker,
  routeSessionCalls,
  solo,
  storageStateFile,
} from './session';

const [en] = locales as [SiteLocale];
const [shop, blog, forum] = ada.sites as [
  (typeof ada.sites)[0],
  (typeof ada.sites)[0],
  (typeof ada.sites)[0],
];
const codeBlocks = (page: Page) => page.locator('article pre code');
const siteKeyChips = (page: Page) => page.locator('article [data-key="site"]');

/** Every site key in the article's prose is `key`, and code shows it and no other site's key. */
async function expectKeysOf(page: Page, key: string): Promise<void> {
  await expect(siteKeyChips(page).first()).toHaveText(key);
  expect(new Set(await siteKeyChips(page).allTextContents())).toEqual(new Set([key]));
  await expect(codeBlocks(page).filter({hasText: key}).first()).toBeVisible();
  for (const other of ada.sites.filter((s) => s.sitekey !== key)) {
    await expect(page.locator('article')).not.toContainText(other.sitekey);
  }
}

/** Where every block of the article, every key and the footer are drawn. */
function positions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('article .markdown > *, article [data-key], footer')].map(
      (el) => {
        const {x, y, width, height} = el.getBoundingClientRect();
        return `${el.tagName} ${[x, y, width, height].map((n) => n.toFixed(1)).join(' ')}`;
      },
    ),
  );
}

test.beforeEach(async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
});

test.describe('an account with three sites', () => {
  test.use({storageState: storageStateFile(ada)});

  test('starts on the first site, and picking the second changes prose, code and the copied text at once, moving nothing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/configuration');
    const picker = notePicker(page);
    await expect(picker).toHaveValue(shop.sitekey);
    await expect(picker.getByRole('option')).toHaveText(ada.sites.map((s) => s.name));
    await expectKeysOf(page, shop.sitekey);
    // Diagram images load lazily, whatever happens: measure the page once they have.
    await expectDiagramsDrawn(page, diagramCount(en, '/configuration'));
    const before = await positions(page);
    const loads: string[] = [];
    page.on('framenavigated', (frame) => loads.push(frame.url()));

    await picker.selectOption(blog.sitekey);
    await expectKeysOf(page, blog.sitekey);
    expect(await positions(page)).toEqual(before);
    expect(loads).toEqual([]);

    const block = page.locator('.theme-code-block').filter({hasText: blog.sitekey}).first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(blog.sitekey);
    expect(copied).not.toContain(shop.sitekey);
    expect(copied).not.toContain('YOUR_SITE_KEY');
  });

  test('the choice survives client-side navigation and a reload, stored as the site key only', async ({
    page,
  }) => {
    await gotoHydrated(page, '/configuration');
    await notePicker(page).selectOption(forum.sitekey);
    await expectKeysOf(page, forum.sitekey);
    await page
      .getByRole('navigation', {name: uiString(en, 'theme.docs.sidebar.navAriaLabel')})
      .getByRole('link', {name: /Verify tokens/})
      .click();
    await expect(page).toHaveURL(/\/api$/);
    await expectKeysOf(page, forum.sitekey);
    await page.reload();
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    await expectKeysOf(page, forum.sitekey);
    await gotoHydrated(page, '/configuration');
    await expect(notePicker(page)).toHaveValue(forum.sitekey);
    const stored = await page.evaluate(() => ({
      local: {...localStorage},
      session: {...sessionStorage},
    }));
    // Only the public site key; other entries (colour mode, tabs, ...) belong to the theme.
    expect(stored.local[siteChoiceStorageKey]).toBe(forum.sitekey);
    expect(JSON.stringify(stored)).not.toContain(ada.secret);
    expect(JSON.stringify(stored)).not.toContain(ada.email);
  });

  test('a stored site that left the account falls back to the first, silently', async ({page}) => {
    await gotoHydrated(page, '/configuration');
    await notePicker(page).selectOption(blog.sitekey);
    await expectKeysOf(page, blog.sitekey);
    // The blog is deleted in the dashboard: its list no longer holds it.
    await routeSessionCalls(page, async (route, path) => {
      const real = await route.fetch();
      if (path !== sitesPath) return route.fulfill({response: real});
      const body = (await real.json()) as {sites: {sitekey: string}[]};
      body.sites = body.sites.filter((s) => s.sitekey !== blog.sitekey);
      await route.fulfill({response: real, json: body});
    });
    await page.reload();
    await expect(keyChips(page).filter({hasText: ada.secret}).first()).toBeVisible();
    await expectKeysOf(page, shop.sitekey);
    await expect(notePicker(page)).toHaveValue(shop.sitekey);
    await expect(notePicker(page).getByRole('option')).toHaveCount(2);
  });
});

test.describe('hostile and very long site names', () => {
  test.use({storageState: storageStateFile(mallory)});

  test('stay inert text, shortened, in a narrow control at 1280 and 390 px; the plain-named site can still be picked', async ({
    page,
  }) => {
    await gotoHydrated(page, '/configuration');
    const picker = notePicker(page);
    await expect(picker).toHaveValue(mallory.sites[0]!.sitekey);
    await expect(siteKeyChips(page).first()).toHaveText(mallory.sites[0]!.sitekey);
    // Nothing in the name ran or became an element.
    expect(await page.evaluate(() => '__brambleXss' in window)).toBe(false);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('article aside.alert').locator('img, script, b')).toHaveCount(0);
    // Shown shortened, on one line; the cleaned full name (no controls) in the tooltip.
    const label = (await picker.getByRole('option').first().textContent())!;
    expect([...label].length).toBeLessThanOrEqual(siteNameLabelLength);
    expect(label.endsWith('…')).toBe(true);
    expect(label.startsWith('<img src=x onerror=')).toBe(true);
    const tooltip = (await picker.getAttribute('title'))!;
    expect(tooltip).toContain('<script>window.__brambleXss=2</script>evil.exe <b>bold</b>');
    // eslint-disable-next-line no-control-regex
    expect(tooltip).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    for (const viewport of [
      {width: 1280, height: 800},
      {width: 390, height: 844},
    ]) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        // Narrow: the control fits its line and the page never scrolls sideways.
        await expect
          .poll(async () => (await picker.boundingBox())!.width)
          .toBeLessThanOrEqual(Math.min(320, viewport.width - 32));
        const box = (await picker.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(40);
        const notice = (await page.locator('article aside.alert').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(notice.x + notice.width);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      });
    }
    await picker.selectOption({label: 'Plain blog'});
    await expect(siteKeyChips(page).first()).toHaveText(mallory.sites[1]!.sitekey);
  });
});

// An anonymous visitor (session.spec.ts) and an account without sites (session.spec.ts) have no
// picker either.
test.describe('no picker for an account with one site', () => {
  test.use({storageState: storageStateFile(solo)});

  test(`the notice names the site instead: "${solo.sites[0]!.name}"`, async ({page}) => {
    await gotoHydrated(page, '/configuration');
    await expect(keyChips(page).filter({hasText: solo.secret}).first()).toBeVisible();
    await expect(page.locator('article aside.alert')).toContainText(
      `${uiString(en, 'sitePicker.label')}${solo.sites[0]!.name}`,
    );
    await accountButton(page).click();
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });
});
