// What every built docs page must hold, read from the production HTML of both locales.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseHtml} from './htmlDocument';
import {docsRoutes} from '../../src/config/docsRoutes';
import {localizedPath, locales} from '../../src/config/site';
import {localeDir, stylesheetsByPage} from './builtPages';

/** Words that mark unfinished writing, in either language. */
const placeholder = /\b(TODO|TBD|FIXME|XXX)\b|lorem ipsum|coming soon|à compléter|à rédiger/i;

describe.each(locales)('the $code docs pages', (locale) => {
  const pages = docsRoutes().map(({route}) => {
    const urlPath = localizedPath(locale, route);
    const html = fs.readFileSync(path.join('build', urlPath.slice(1), 'index.html'), 'utf8');
    return {urlPath, document: parseHtml(html)};
  });

  it('have a title, a description and at least one h2', () => {
    const incomplete = pages
      .filter(
        ({document}) =>
          !document.one('head title')?.text().trim() ||
          !document.one('meta[name="description"]')?.attribute('content')?.trim() ||
          document.all('article h2').length === 0,
      )
      .map(({urlPath}) => urlPath);
    expect(incomplete).toEqual([]);
  });

  it('hold no placeholder text', () => {
    const found = pages.flatMap(({urlPath, document}) => {
      const match = placeholder.exec(document.one('article')?.text() ?? '');
      return match ? [`${urlPath}: "${match[0]}"`] : [];
    });
    expect(found).toEqual([]);
  });

  it('render their fact tables in full, with a header and rows', () => {
    const empty = pages.flatMap(({urlPath, document}) =>
      document
        .all('article table')
        .filter((table) => !table.one('th') || !table.one('tbody tr td'))
        .map(() => urlPath),
    );
    expect(empty).toEqual([]);
  });
});

describe.each(locales)('every $code page the build holds', (locale) => {
  it('has a title and a meta description, the search results page and the 404 page included', () => {
    const htmlPaths = [...stylesheetsByPage(locale).keys()];
    expect(htmlPaths).toEqual(
      expect.arrayContaining([`${locale.prefix}/search`, `${locale.prefix}/404.html`]),
    );
    const missing = htmlPaths.filter((urlPath) => {
      const file = path.join(
        localeDir(locale),
        urlPath.slice(locale.prefix.length),
        urlPath.endsWith('.html') ? '' : 'index.html',
      );
      const html = fs.readFileSync(file, 'utf8');
      // The head is all this reads.
      const head = parseHtml(html.slice(0, html.indexOf('</head>')));
      return (
        !head.one('title')?.text().trim() ||
        !head.one('meta[name="description"]')?.attribute('content')?.trim()
      );
    });
    expect(missing).toEqual([]);
  });
});
