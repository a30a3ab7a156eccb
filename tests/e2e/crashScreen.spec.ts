// The spec's crash screen: a page that throws while rendering shows 'This page crashed.' with
// 'Try again' (Docusaurus's error boundary inside the layout), and the button recovers it.
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {locales} from './site';

/** The crash screen's words, as the spec gives them and in French. */
const crashScreen: Record<string, {title: string; tryAgain: string}> = {
  en: {title: 'This page crashed.', tryAgain: 'Try again'},
  fr: {title: 'Cette page a planté.', tryAgain: 'Réessayer'},
};

const plantedError = 'planted rendering error';

/**
 * Makes rendering throw while `window.crashRendering` is true. The search results page counts
 * its results with Intl.PluralRules' `select` as it renders (theme-common's usePluralForm), so
 * that call is where the error is planted; nothing else changes in the page.
 */
async function plantRenderingError(page: Page): Promise<void> {
  await page.addInitScript((message) => {
    const state = window as unknown as {crashRendering: boolean};
    state.crashRendering = true;
    const select = Intl.PluralRules.prototype.select;
    Intl.PluralRules.prototype.select = function (this: Intl.PluralRules, count: number) {
      if (state.crashRendering) throw new Error(message);
      return select.call(this, count);
    };
  }, plantedError);
}

for (const locale of locales) {
  test(`${locale.code}: a page that throws while rendering shows the crash screen, and Try again recovers it`, async ({
    page,
    consoleProblems,
  }) => {
    await plantRenderingError(page);
    await gotoHydrated(page, `${locale.prefix}/search?q=sitekey`);
    const main = page.getByRole('main');
    await expect(
      page.getByRole('heading', {name: crashScreen[locale.code]!.title, exact: true}),
    ).toBeVisible();
    const tryAgain = page.getByRole('button', {
      name: crashScreen[locale.code]!.tryAgain,
      exact: true,
    });
    await expect(tryAgain).toBeVisible();
    // The site around the page stays: navbar and footer.
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('article')).toHaveCount(0);

    await page.evaluate(
      () => ((window as unknown as {crashRendering: boolean}).crashRendering = false),
    );
    await tryAgain.click();
    await expect(main.locator('article h2 a').first()).toBeVisible();
    await expect(tryAgain).toHaveCount(0);

    // React reports the error it caught; that, and nothing else, reached the console.
    const reported = consoleProblems.splice(0);
    expect(reported.length).toBeGreaterThan(0);
    for (const problem of reported) expect(problem.text).toContain(plantedError);
  });
}
