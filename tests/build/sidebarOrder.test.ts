// The sidebar in the order of the work (issue 37): start, integrate, verify, test, go live, fix,
// then what a reader looks up. Read from the built HTML of both locales, so a sidebars.ts edit,
// a category label or a translation that reorders or drops a section fails here.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {localizedPath, locales, type SiteLocale} from '../../src/config/site';
import {localeDir} from './builtPages';
import {parseHtml, type HtmlNode} from './htmlDocument';

/** A top-level entry: a page by its route, or a category by its label key and its pages' routes. */
type Entry = {page: string} | {category: string; link?: string; pages: readonly string[]};

const recipes = [
  '/integrations/html-php',
  '/integrations/react',
  '/integrations/vue',
  '/integrations/angular',
  '/integrations/nextjs',
  '/integrations/wordpress',
  '/integrations/express',
  '/integrations/django',
  '/integrations/flask',
  '/integrations/laravel',
  '/integrations/rails',
];

const expected: readonly Entry[] = [
  {page: '/'},
  {category: 'Integrations', link: '/integrations', pages: recipes},
  {page: '/api'},
  {page: '/testing'},
  {page: '/go-live'},
  {page: '/troubleshooting'},
  {
    category: 'Reference',
    pages: [
      '/configuration',
      '/invisible',
      '/languages',
      '/mobile_app_sdks',
      '/custom_themes',
      '/custom-themes-live',
      '/keys',
      '/switch',
      '/glossary',
      '/ai-assistants',
    ],
  },
  {category: 'Plans', pages: ['/pro', '/ent_overview']},
  {
    category: 'Policies',
    pages: ['/accessibility', '/privacy', '/visitors', '/browser-support', '/changelog'],
  },
  {page: '/faq'},
];

const fileOfRoute = (route: string): string =>
  route === '/' ? 'index.mdx' : `${route.slice(1)}.mdx`;

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

describe('the built sidebar', () => {
  describe.each(locales.map((locale) => ({locale, name: locale.code})))('($name)', ({locale}) => {
    it.each(['/', '/go-live', '/keys'])(
      'lists the sections in the order of the work on %s',
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
