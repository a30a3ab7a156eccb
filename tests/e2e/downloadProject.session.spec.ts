// The logged-in reader's download button (issue 35): while the zip is made, and once it is made
// or has failed, its message floats under the button and never moves the page, in both locales,
// on a wide screen and a phone.
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {expectSteadyContent, noticeableShift, recordLayoutShifts} from './layoutShifts';
import {ada, storageStateFile} from './session';
import {locales, localizedPath, uiString} from './site';

test.use({storageState: storageStateFile(ada)});

/**
 * How long the project's manifest takes to come: the browser leaves out of CLS the shifts of the
 * 500 ms after an input, so a message that arrived sooner would move the page unseen.
 */
const manifestDelayMs = 1500;

interface Shift {
  value: number;
  hadRecentInput: boolean;
  moved: string[];
}

/**
 * Starts recording every layout shift from now on, those right after the reader's input
 * included: CLS leaves them out, but this message must not move the page at the click either.
 */
function recordEveryShiftFromNow(page: Page): Promise<void> {
  return page.evaluate(() => {
    const shifts: Shift[] = [];
    Object.assign(window, {everyShift: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (Shift & {
        sources: {node?: Node}[];
      })[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          moved: entry.sources.map(({node}) =>
            node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName),
          ),
        });
      }
    }).observe({type: 'layout-shift'});
  });
}

/** The shifts recorded so far, once two more frames have been drawn. */
function everyShiftSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as {everyShift: Shift[]}).everyShift),
          ),
        ),
      ),
  );
}

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  for (const locale of locales) {
    test(`${locale.code} at ${viewport.width} px: the download's messages float under its button and move nothing`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      await recordLayoutShifts(page);
      // The first manifest comes late; the second late and unreadable, so the zip fails.
      let manifests = 0;
      await page.route('**/downloads/express.json', async (route) => {
        manifests += 1;
        await new Promise((resolve) => setTimeout(resolve, manifestDelayMs));
        if (manifests === 1) await route.fallback();
        else await route.fulfill({contentType: 'application/json', body: '{}'});
      });
      await gotoHydrated(page, localizedPath(locale, '/integrations/express'));
      const button = page.getByRole('button', {
        name: new RegExp(`^${uiString(locale, 'downloadProject.withKeys')}`),
      });
      await expect(button).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Nothing moved from the first paint to the logged-in button.
      await expectSteadyContent(page);

      // The reader has the button before them, not at the screen's lower edge.
      await button.evaluate((element) => element.scrollIntoView({block: 'center'}));
      await recordEveryShiftFromNow(page);
      // The message box after the button, and the live region in it that says what happens.
      const message = button.locator('xpath=following-sibling::div[1]');
      const status = message.getByRole('status');
      const downloaded = page.waitForEvent('download');
      await button.click();
      await expect(status).toHaveText(uiString(locale, 'downloadProject.preparing'));
      expect((await downloaded).suggestedFilename()).toBe('bramble-express.zip');
      await expect(status).toHaveText(uiString(locale, 'downloadProject.done'));
      // In view, within the screen's width.
      await expect(message).toBeInViewport({ratio: 1});

      await button.click();
      await expect(status).toHaveText(uiString(locale, 'downloadProject.preparing'));
      await expect(status).toHaveText(
        uiString(locale, 'downloadProject.failed').replace(
          '{link}',
          uiString(locale, 'downloadProject.failedLink'),
        ),
      );
      await expect(
        status.getByRole('link', {name: uiString(locale, 'downloadProject.failedLink')}),
      ).toHaveAttribute('href', /\/downloads\/express\.zip$/);
      await expect(message).toBeInViewport({ratio: 1});
      const shifts = await everyShiftSoFar(page);
      expect(
        shifts.reduce((total, shift) => total + shift.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(noticeableShift);

      await page.getByRole('button', {name: uiString(locale, 'downloadProject.close')}).click();
      await expect(status).toBeEmpty();
      await expect(button).toBeVisible();
    });
  }
}
