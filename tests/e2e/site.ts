// What the browser tests read of the site: the page knowledge of ../siteContent.ts, and the
// locators and waits that need a page.
import type {Page} from '@playwright/test';
import {expect} from './fixtures';
import {uiString, type SiteLocale} from '../siteContent';

export {
  componentsShown,
  diagramCount,
  diagramTexts,
  docsLabel,
  docsPageAt,
  docsPages,
  frontMatter,
  localizedPath,
  locales,
  pageSource,
  uiString,
  type DocsPage,
  type SiteLocale,
} from '../siteContent';

/** The diagrams of a page: figures holding the image drawn at build time. */
export const diagramImages = (page: Page) => page.getByRole('figure').getByRole('img');

/**
 * Waits until a page shows `count` diagrams, each image loaded. They load lazily, so each is
 * scrolled to, then the page is scrolled back where the caller left it.
 */
export async function expectDiagramsDrawn(page: Page, count: number): Promise<void> {
  const scrolled = await page.evaluate(() => [window.scrollX, window.scrollY] as const);
  const images = diagramImages(page);
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await page.evaluate(([x, y]) => window.scrollTo(x, y), scrolled);
}

/** The desktop navbar, by its accessible name in a locale. */
export const mainNavbar = (page: Page, locale: SiteLocale) =>
  page.getByRole('navigation', {name: uiString(locale, 'theme.NavBar.navAriaLabel'), exact: true});

/**
 * Records, from the next page load on, every element matching `selector` that the page takes out
 * of the document (a part redrawn after hydration is removed first), and returns a reader of
 * that record: the start of each removed element's markup.
 */
export async function watchRemovals(
  page: Page,
  selector: string,
): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched) => {
    const removed: string[] = [];
    Object.assign(window, {removedParts: removed});
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.matches(watched))
            removed.push(node.outerHTML.slice(0, 80));
        }
      }
    }).observe(document, {childList: true, subtree: true});
  }, selector);
  return () => page.evaluate(() => (window as unknown as {removedParts: string[]}).removedParts);
}
