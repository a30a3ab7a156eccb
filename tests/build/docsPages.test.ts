// Every docs page of both locales, read from the production build: what it must show
// (./docsPageProblems.ts), and no English left on a French page.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {defaultLocale} from '../../src/config/site';
import {docsPageAt, docsPages, locales, type DocsPage} from '../siteContent';
import {docsPageProblems, englishLeftovers, sharedLayoutProblems} from './docsPageProblems';
import {parseHtml, type HtmlNode} from './htmlDocument';

/** The HTML the build holds for a docs page's URL path. */
const builtHtml = (urlPath: string): string =>
  fs.readFileSync(path.join('build', urlPath.slice(1), 'index.html'), 'utf8');

const parsed = new Map<string, HtmlNode>();

/** A built page, parsed once for every check that reads it. */
function builtPage(urlPath: string): HtmlNode {
  if (!parsed.has(urlPath)) parsed.set(urlPath, parseHtml(builtHtml(urlPath)));
  return parsed.get(urlPath)!;
}

const englishTwin = (page: DocsPage): DocsPage =>
  docsPages.find((p) => p.locale === defaultLocale && p.file === page.file)!;

describe.each(docsPages)('$path', (page) => {
  it('shows its title, description, headings, shared layout, navbar state and keys notice', () => {
    expect(docsPageProblems(builtPage(page.path), page)).toEqual([]);
  });

  if (page.locale !== defaultLocale) {
    it('shows no title, description or heading left in English', () => {
      expect(englishLeftovers(builtPage(page.path), builtPage(englishTwin(page).path))).toEqual([]);
    });
  }
});

describe.each(locales)('the $code search and not-found pages', (locale) => {
  it.each(['search/index.html', '404.html'])('%s shows the shared layout in the locale', (file) => {
    const html = fs.readFileSync(path.join('build', locale.prefix.slice(1), file), 'utf8');
    expect(sharedLayoutProblems(parseHtml(html), locale)).toEqual([]);
  });
});

// The checks above are worth something only if they catch what they are for: each planted fault
// is made in a copy of a real built page.
describe('the page checks themselves', () => {
  const [en, fr] = [defaultLocale, locales[1]!];

  it('name a French heading left in English', () => {
    const english = builtPage('/api');
    // A heading of a sentence, not a name.
    const heading = english
      .all('article h2[id]')
      .find((h) => h.text().trim().split(/\s+/).length >= 4)!;
    const id = heading.attribute('id')!;
    const french = builtHtml('/fr/api').replace(
      new RegExp(`(<h2[^>]*id="?${id}"?[^>]*>)[^<]*`),
      `$1${heading.text().replace(/\u200b/g, '')}`,
    );
    expect(englishLeftovers(parseHtml(french), english)).toEqual([
      expect.stringContaining(`heading #${id}`),
    ]);
  });

  it('name a French page without its meta description, and a missing skip link', () => {
    const html = builtHtml('/fr/configuration')
      .replace(/<meta[^>]*name="?description"?[^>]*>/, '')
      .replace(/<a class="?skipToContent[^>]*>[^<]*<\/a>/, '');
    expect(docsPageProblems(parseHtml(html), docsPageAt(fr, '/fr/configuration'))).toEqual([
      expect.stringContaining('the first link is not the skip link'),
      expect.stringContaining('meta description is "undefined"'),
    ]);
  });

  it('name a keys notice the source shows and the page does not', () => {
    const html = builtHtml('/configuration').replace(/<aside class="?alert[\s\S]*?<\/aside>/, '');
    expect(docsPageProblems(parseHtml(html), docsPageAt(en, '/configuration'))).toEqual([
      expect.stringContaining('0 keys notices invite to log in, where the source shows 1'),
    ]);
  });
});
