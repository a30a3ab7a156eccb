import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {Page} from '@playwright/test';
import {expect} from './fixtures';
import {mermaidDiagrams} from '../../scripts/docsContent';
import {readMessageFile, type Messages} from '../../scripts/translationFiles';
import {docsRoutes, type DocsRoute} from '../../src/config/docsRoutes';
import {docsActiveBaseRegex, localizedPath, locales, type SiteLocale} from '../../src/config/site';

export {locales, siteTitle, localizedPath, type SiteLocale} from '../../src/config/site';

/** One docs page in one locale, with what it must show; derived from the content and sidebars.ts. */
export interface DocsPage extends DocsRoute {
  locale: SiteLocale;
  /** Its URL path in that locale. */
  path: string;
  /** Whether the navbar's Docs item is active there. */
  docsActive: boolean;
}

const docsActive = new RegExp(docsActiveBaseRegex);

export const docsPages: DocsPage[] = locales.flatMap((locale) =>
  docsRoutes().map((route) => {
    const pagePath = localizedPath(locale, route.route);
    return {...route, locale, path: pagePath, docsActive: docsActive.test(pagePath)};
  }),
);

/** The front matter of a page, read from its source so tests follow the content. */
export function frontMatter(
  locale: SiteLocale,
  file: string,
): {title: string; description: string} {
  const {data} = matter(fs.readFileSync(path.join(locale.docsDir, file), 'utf8'));
  return {title: String(data.title), description: String(data.description)};
}

/** The Mermaid diagrams a page's source holds, with their accTitle and accDescr. */
export function diagramTexts(locale: SiteLocale, urlPath: string) {
  const route = docsRoutes().find((r) => localizedPath(locale, r.route) === urlPath);
  if (!route) throw new Error(`no docs page at ${urlPath}`);
  return mermaidDiagrams(fs.readFileSync(path.join(locale.docsDir, route.file), 'utf8'));
}

/** How many Mermaid diagrams a page's source holds: the page must show that many. */
export function diagramCount(locale: SiteLocale, urlPath: string): number {
  return diagramTexts(locale, urlPath).length;
}

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

const messageFiles = new Map<string, Messages>();

/**
 * A UI string as a locale shows it, read from the committed translation files
 * (`code.json`, or a theme file such as `docusaurus-theme-classic/navbar.json`).
 */
export function uiString(locale: SiteLocale, id: string, file = 'code.json'): string {
  const filePath = path.join('i18n', locale.code, file);
  if (!messageFiles.has(filePath)) messageFiles.set(filePath, readMessageFile(filePath));
  const message = messageFiles.get(filePath)![id]?.message;
  if (message === undefined) throw new Error(`${filePath} has no "${id}"`);
  return message;
}

/** The desktop navbar, by its accessible name in a locale. */
export const mainNavbar = (page: Page, locale: SiteLocale) =>
  page.getByRole('navigation', {name: uiString(locale, 'theme.NavBar.navAriaLabel'), exact: true});

/** The navbar's Docs item label in a locale. */
export function docsLabel(locale: SiteLocale): string {
  return uiString(locale, 'item.label.Docs', 'docusaurus-theme-classic/navbar.json');
}

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
