// The built sidebar of both locales follows sidebars.ts: its entries in its order, each labelled
// by its page's front matter or its category's translation, and every page the specification
// puts in the sidebar is there. Read from the built HTML, so a sidebars.ts edit, a category label
// or a translation that reorders or drops a section fails here.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import sidebars from '../../sidebars';
import {docsRoutes} from '../../src/config/docsRoutes';
import {localizedPath, locales, type SiteLocale} from '../../src/config/site';
import {specDocsRoutes, specRoutesOutsideSidebar} from '../../src/config/specRoutes.fixtures';
import {localeDir} from './builtPages';
import {parseHtml, type HtmlNode} from './htmlDocument';

type Item =
  | string
  | {type: 'doc'; id: string}
  | {type: 'link'; href: string}
  | {type: 'category'; label: string; link?: {type: string; id?: string}; items: Item[]};

/** A top-level entry: a page by its route, or a category by its label key and its pages' routes. */
type Entry = {page: string} | {category: string; link?: string; pages: readonly string[]};

const routes = docsRoutes();
const routeOf = (id: string): string => routes.find((route) => route.id === id)!.route;

/** The route an item leads to: a doc's, or a link's href. */
function itemRoute(item: Item): string {
  if (typeof item === 'string') return routeOf(item);
  if (item.type === 'doc') return routeOf(item.id);
  if (item.type === 'link') return item.href;
  throw new Error(`sidebars.ts: a category inside ${item.label} is not read here yet`);
}

const expected: readonly Entry[] = (sidebars.docs as Item[]).map((item) =>
  typeof item === 'object' && item.type === 'category'
    ? {
        category: item.label,
        ...(item.link?.type === 'doc' ? {link: routeOf(item.link.id!)} : {}),
        pages: item.items.map(itemRoute),
      }
    : {page: itemRoute(item)},
);

const fileOfRoute = (route: string): string => routes.find((r) => r.route === route)!.file;

/** The label a page has in the sidebar of a locale: its sidebar_label, or else its title. */
function pageLabel(locale: SiteLocale, route: string): string {
  const {data} = matter(fs.readFileSync(path.join(locale.docsDir, fileOfRoute(route)), 'utf8'));
  return String(data.sidebar_label ?? data.title);
}

function categoryLabel(locale: SiteLocale, key: string): string {
  const file = path.join('i18n', locale.code, 'docusaurus-plugin-content-docs/current.json');
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return messages[`sidebar.docs.category.${key}`]!.message;
}

const words = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The top-level entries of a built page's docs sidebar: label, link and the links below it. */
function builtSidebar(page: HtmlNode): {label: string; href?: string; links: string[]}[] {
  const list = page.one('ul.theme-doc-sidebar-menu')!;
  return list.all(':scope > li').map((item) => {
    const own = item.one(':scope > a, :scope > div > a')!;
    return {
      label: words(own.text()),
      href: own.attribute('href'),
      links: item.all(':scope > ul a').map((a) => a.attribute('href') ?? ''),
    };
  });
}

/** Pages to read the sidebar on: the first of each top-level entry. */
const checkedRoutes = expected.map((entry) =>
  'page' in entry ? entry.page : (entry.link ?? entry.pages[0]!),
);

describe('sidebars.ts', () => {
  it('lists every page the specification puts in the docs sidebar', () => {
    const listed = expected.flatMap((entry) =>
      'page' in entry ? [entry.page] : [...(entry.link ? [entry.link] : []), ...entry.pages],
    );
    const inSidebar = specDocsRoutes.filter((route) => !specRoutesOutsideSidebar.includes(route));
    expect(inSidebar.filter((route) => !listed.includes(route))).toEqual([]);
  });
});

describe('the built sidebar', () => {
  describe.each(locales.map((locale) => ({locale, name: locale.code})))('($name)', ({locale}) => {
    it.each(checkedRoutes.filter((route) => !specRoutesOutsideSidebar.includes(route)))(
      'follows sidebars.ts on %s',
      (route) => {
        const file = path.join(localeDir(locale), route, 'index.html');
        const built = builtSidebar(parseHtml(fs.readFileSync(file, 'utf8')));
        const want = expected.map((entry) =>
          'page' in entry
            ? {
                label: pageLabel(locale, entry.page),
                href: localizedPath(locale, entry.page),
                links: [],
              }
            : {
                label: categoryLabel(locale, entry.category),
                ...(entry.link ? {href: localizedPath(locale, entry.link)} : {}),
                links: entry.pages.map((page) => localizedPath(locale, page)),
              },
        );
        expect(
          built.map(({label, href, links}, index) =>
            'href' in want[index]! ? {label, href, links} : {label, links},
          ),
        ).toEqual(want);
      },
    );
  });
});
