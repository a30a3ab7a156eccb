// Checks of the production build's files (run after `npm run build:test`, before the browser suite).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseHtml} from './htmlDocument';
import {demoAccounts} from '../../dashboard-stub/accounts';
import {docsRoutes} from '../../src/config/docsRoutes';
import {localizedPath, locales} from '../../src/config/site';
import {socialCardSize} from '../../src/config/socialCard';
import {analyticsDomain, copyPageScriptPath} from '../../src/config/scripts';
import {buildLogFile, testAnalyticsScriptUrl, testDashboardUrl, testSiteUrl} from '../testEnv';

const buildDir = 'build';
const files = fs
  .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
  .filter((f) => fs.statSync(path.join(buildDir, f)).isFile());
const pages = files.filter((f) => f.endsWith('.html'));
const read = (file: string): string => fs.readFileSync(path.join(buildDir, file), 'utf8');

/** The built HTML file of a route's URL path. */
const htmlFileOf = (urlPath: string): string => path.join(urlPath.slice(1), 'index.html');

// The config only warns on broken links (as the spec asks), so the log is the place to catch them.
describe('the build log', () => {
  const log = fs.readFileSync(buildLogFile, 'utf8');

  it('shows both locales built', () => {
    for (const locale of locales) {
      expect(log).toContain(
        `[SUCCESS] Generated static files in "${path.join(buildDir, locale.prefix)}".`,
      );
    }
  });

  it('reports no broken link, anchor or duplicate route, and no warning', () => {
    const problems = log
      .split('\n')
      .filter((line) =>
        /broken link|broken anchor|broken markdown|duplicate route|\[WARNING\]|\[ERROR\]/i.test(
          line,
        ),
      );
    expect(problems).toEqual([]);
  });
});

describe.each(locales)('the $code build', (locale) => {
  it('has every docs page', () => {
    for (const {route} of docsRoutes()) {
      expect(pages).toContain(htmlFileOf(localizedPath(locale, route)));
    }
  });

  const searchIndexes = files.filter(
    (f) =>
      path.dirname(f) === (locale.prefix.slice(1) || '.') &&
      /^search-index.*\.json$/.test(path.basename(f)),
  );
  const indexDocuments = () =>
    (JSON.parse(read(searchIndexes[0]!)) as {documents: Record<string, unknown>[]}[]).flatMap(
      (part) => part.documents,
    );

  it('has a search index with a hashed name holding the spec fields', () => {
    expect(searchIndexes).toHaveLength(1);
    expect(path.basename(searchIndexes[0]!)).toMatch(/^search-index-[0-9a-f]{8}\.json$/);
    const documents = indexDocuments();
    const titles = documents.map((d) => d.t);
    expect(titles.length).toBeGreaterThan(docsRoutes().length);
    // t title, u url, i id, b breadcrumbs on pages; h hash, s section, p parent on sections.
    for (const d of documents)
      expect(d).toMatchObject({
        t: expect.any(String),
        u: expect.any(String),
        i: expect.any(Number),
      });
    expect(documents.some((d) => typeof d.h === 'string' && typeof d.p === 'number')).toBe(true);
    expect(documents.every((d) => String(d.u).startsWith(`${locale.prefix}/`))).toBe(true);
  });

  it('indexes the prose: no code block, none of the theme editor’s controls', () => {
    const documents = indexDocuments().map((d) => String(d.t));
    // Long lines of the code blocks of the page with the most code, said in no page's prose.
    const prose = docsRoutes()
      .flatMap(({route}) =>
        parseHtml(read(htmlFileOf(localizedPath(locale, route))))
          .all('article :is(p, li, td, th, h1, h2, h3, h4, dt, dd)')
          .map((node) => node.text()),
      )
      .join('\n');
    const codeLines = parseHtml(read(htmlFileOf(localizedPath(locale, '/api'))))
      .all('article pre .token-line')
      .map((line) => line.text().trim())
      .filter((line) => line.length >= 40 && !prose.includes(line));
    expect(codeLines.length).toBeGreaterThan(50);
    expect(codeLines.filter((line) => documents.some((text) => text.includes(line)))).toEqual([]);
    expect(documents.some((text) => text.includes('siteverify'))).toBe(true);
    // Nor the theme editor's controls: its contrast summary is in the page, not in the index.
    const editor = parseHtml(read(htmlFileOf(localizedPath(locale, '/custom-themes-live'))));
    const summary =
      editor
        .all('[data-no-search] :is(p, summary)')
        .map((node) => node.text().trim())
        .find((text) => /\d/.test(text)) ?? '';
    expect(summary).toMatch(/\d+.*\d+/);
    expect(documents.filter((text) => text.includes(summary))).toEqual([]);
  });

  it('points og:image and twitter:image at a real 1200x630 PNG of its own', () => {
    const document = parseHtml(read(htmlFileOf(localizedPath(locale, '/api'))));
    const images = ['meta[property="og:image"]', 'meta[name="twitter:image"]'].map(
      (selector) => document.one(selector)?.attribute('content') ?? '',
    );
    expect(images[0]).toMatch(/^https:\/\//);
    expect(images[1]).toBe(images[0]);
    const file = new URL(images[0]!).pathname.slice(1);
    expect(file).toContain(locale.code);
    const png = fs.readFileSync(path.join(buildDir, file));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The IHDR chunk holds the width and height, big-endian, at bytes 16 and 20.
    expect({width: png.readUInt32BE(16), height: png.readUInt32BE(20)}).toEqual(socialCardSize);
  });

  it('preconnects every page, with credentials, to the dashboard the session calls go to', () => {
    for (const route of ['/', '/api', '/search']) {
      const links = parseHtml(read(htmlFileOf(localizedPath(locale, route)))).all(
        'head link[rel="preconnect"]',
      );
      expect(
        links.map((link) => [
          new URL(link.attribute('href') ?? '').href.replace(/\/$/, ''),
          link.attribute('crossorigin'),
        ]),
        route,
      ).toEqual([[testDashboardUrl, 'use-credentials']]);
    }
  });
});

describe('every page', () => {
  it('holds nothing that blocks its first paint on the HTML (tests/e2e/slowNetwork.spec.ts)', () => {
    for (const page of pages) {
      const html = read(page);
      expect(html, page).not.toMatch(/blocking=/);
      expect(html, page).not.toMatch(/<link[^>]+rel="?expect/);
    }
  });

  it('has neither deferred script in its HTML: the after-paint loader adds both, with their attributes', () => {
    const copyPage = {src: copyPageScriptPath};
    const analytics = {src: testAnalyticsScriptUrl, 'data-domain': analyticsDomain(testSiteUrl)};
    for (const page of pages) {
      const html = read(page);
      expect(html, page).not.toMatch(/<script[^>]+src=/);
      const loader = /<script>((?:(?!<\/script)[\s\S])*)<\/script>\s*<\/body>/.exec(html)?.[1];
      // The HTML minifier unquotes the keys that need no quotes.
      const unordered = loader?.replaceAll(/([{,])src:/g, '$1"src":');
      expect(unordered?.endsWith(`,${JSON.stringify([copyPage, analytics])})`), page).toBe(true);
    }
  });

  it('loads the bundle last, after its first paint, and never from the head', () => {
    for (const page of pages) {
      const html = read(page);
      expect(html, page).not.toMatch(/<script[^>]+src=[^>]*\/assets\/js\//);
      // The last thing in the body: the after-paint loader, given the runtime then main.
      // (Minified, it may hold a `<`: only `</script` would end it.)
      const loader = /<script>((?:(?!<\/script)[\s\S])*)<\/script>\s*<\/body>/.exec(html)?.[1];
      expect(loader, page).toMatch(/requestAnimationFrame/);
      expect(loader, page).toMatch(/first-contentful-paint/);
      const urls = [...loader!.matchAll(/"([^"]*\/assets\/js\/[^"]+)"/g)].map((m) => m[1]!);
      expect(
        urls.map((url) => path.basename(url).split('.')[0]),
        page,
      ).toEqual(['runtime~main', 'main']);
      for (const url of urls) expect(fs.existsSync(path.join(buildDir, url)), url).toBe(true);
    }
  });
});

describe('what the build must never hold', () => {
  it('no demo secret in any file, search indexes included', () => {
    const leaks = files.filter((f) => {
      const text = fs.readFileSync(path.join(buildDir, f), 'latin1');
      return demoAccounts.some((account) => text.includes(account.secret));
    });
    expect(leaks).toEqual([]);
  });

  it('no path of the build machine: shipped code names no folder of the checkout', () => {
    // The checkout's absolute path, and the same as JSON or a URL would write it.
    const checkout = path.resolve('.');
    const forms = [checkout, JSON.stringify(checkout).slice(1, -1), encodeURI(checkout)];
    const leaks = files.filter((f) => {
      const text = fs.readFileSync(path.join(buildDir, f), 'latin1');
      return forms.some((form) => text.includes(form));
    });
    expect(leaks).toEqual([]);
  });

  it('nothing of the excluded enterprise folder, and no link to it', () => {
    expect(files.filter((f) => f.split(path.sep).includes('enterprise'))).toEqual([]);
    expect(pages.filter((f) => /href="[^"]*\/enterprise\//.test(read(f)))).toEqual([]);
  });
});
