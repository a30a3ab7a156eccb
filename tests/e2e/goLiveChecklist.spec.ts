// The go-live checklist in a browser, in both locales: the server's checkboxes hydrate and tick,
// the count follows, "How to check" scrolls to the item's section, and the ticks are kept only in
// the page: nothing reaches storage or cookies, and a reload starts clean.
import {test, expect, gotoHydrated} from './fixtures';
import {goLiveItems} from '../../src/data/goLive';
import {localizedPath, locales, uiString} from './site';

for (const locale of locales) {
  test(`${locale.code}: the go-live checklist ticks in the page only`, async ({page, context}) => {
    await gotoHydrated(page, localizedPath(locale, '/go-live'));
    const boxes = page.getByRole('article').getByRole('checkbox');
    await expect(boxes).toHaveCount(goLiveItems.length);
    const progress = (done: number): string =>
      uiString(locale, 'goLiveChecklist.progress')
        .replace('{done}', String(done))
        .replace('{total}', String(goLiveItems.length));

    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await expect(page.getByText(progress(2), {exact: true})).toBeVisible();
    await boxes.nth(0).uncheck();
    await expect(page.getByText(progress(1), {exact: true})).toBeVisible();

    // Nothing about the reader's progress leaves the page.
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage).filter((key) => /go-?live|checklist/i.test(key)),
      session: sessionStorage.length,
    }));
    expect(stored).toEqual({local: [], session: 0});
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);

    await page.getByRole('button', {name: uiString(locale, 'goLiveChecklist.clear')}).click();
    await expect(page.getByText(progress(0), {exact: true})).toBeVisible();

    await boxes.nth(1).check();
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(boxes.nth(1)).not.toBeChecked();
    await expect(page.getByText(progress(0), {exact: true})).toBeVisible();

    // Each item's link leads to the section that explains it.
    const last = goLiveItems.at(-1)!;
    await page
      .getByRole('link', {name: uiString(locale, 'goLiveChecklist.howToCheck')})
      .last()
      .click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.locator(`[id="${last.id}"]`)).toBeInViewport();
  });
}
