// What the tests know of the site's pages, read from its sources (pages with their MDX partials
// inlined, front matter, sidebars.ts, the committed translation files), so that the browser tests
// and the build checks follow the content instead of restating it. Node only, no browser.
import path from 'node:path';
import matter from 'gray-matter';
import {mermaidDiagrams} from '../scripts/docsContent';
import {pageWithPartials} from '../scripts/sampleRunner/docsPages';
import {readMessageFile, type Messages} from '../scripts/translationFiles';
import {docsRoutes, type DocsRoute} from '../src/config/docsRoutes';
import {factTableNames} from '../src/plugins/factComponentImports/factTableNames';
import {docsActiveBaseRegex, localizedPath, locales, type SiteLocale} from '../src/config/site';

export {locales, siteTitle, localizedPath, type SiteLocale} from '../src/config/site';

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

const sources = new Map<string, string>();

/**
 * A page's source as the reader gets it: its MDX partials (`docs/_<page>/…`) inlined where their
 * tags stand, by the helper every other tool reads pages with, so what a partial holds (a keys
 * notice, a diagram) is checked on the page that shows it.
 */
export function pageSource(locale: SiteLocale, file: string): string {
  const key = path.join(locale.docsDir, file);
  if (!sources.has(key)) sources.set(key, pageWithPartials(locale.docsDir, file).text);
  return sources.get(key)!;
}

/** The front matter of a page, read from its source so tests follow the content. */
export function frontMatter(
  locale: SiteLocale,
  file: string,
): {title: string; description: string} {
  const {data} = matter(pageSource(locale, file));
  return {title: String(data.title), description: String(data.description)};
}

/** The docs page at a URL path of a locale. */
export function docsPageAt(locale: SiteLocale, urlPath: string): DocsPage {
  const page = docsPages.find((p) => p.locale === locale && p.path === urlPath);
  if (!page) throw new Error(`no docs page at ${urlPath}`);
  return page;
}

/** The Mermaid diagrams a page shows (its partials' included), with their accTitle and accDescr. */
export function diagramTexts(locale: SiteLocale, urlPath: string) {
  return mermaidDiagrams(pageSource(locale, docsPageAt(locale, urlPath).file));
}

/** How many Mermaid diagrams a page shows: the page must show that many images. */
export function diagramCount(locale: SiteLocale, urlPath: string): number {
  return diagramTexts(locale, urlPath).length;
}

const factTables = new Set<string>(factTableNames);

/**
 * The components a page shows in its prose (`GoLiveChecklist`, `ThemeEditor`), its partials'
 * included and its code blocks left out; every fact table counts as the one `FactTable` they
 * all render with.
 */
export function componentsShown(locale: SiteLocale, file: string): Set<string> {
  const prose = pageSource(locale, file).replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  return new Set(
    Array.from(prose.matchAll(/<([A-Z]\w*)/g), ([, name = '']) =>
      factTables.has(name) ? 'FactTable' : name,
    ),
  );
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

/** The navbar's Docs item label in a locale. */
export function docsLabel(locale: SiteLocale): string {
  return uiString(locale, 'item.label.Docs', 'docusaurus-theme-classic/navbar.json');
}
