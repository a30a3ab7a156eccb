// A fast guard on weight for every npm test: exact gzip sizes from the build's own .gz files,
// against the ceilings in bench/budgets.json. `npm run bench` checks the full budgets.
import fs from 'node:fs';
import path from 'node:path';
import {gzipSizeOf, isSharedScript} from '../../scripts/bench/pageWeight';
import {locales} from '../../src/config/site';
import {loadedHrefs, localeDir, stylesheetsByPage} from './builtPages';

const budgets = JSON.parse(fs.readFileSync('bench/budgets.json', 'utf8')) as {
  ciCeilings: {
    jsBeforePageCodeGzip: number;
    cssGzip: number;
    sharedCssGzip: number;
    apiHtmlGzip: number;
  };
};
const ceilings = budgets.ciCeilings;
const filesIn = (dir: string, pattern: RegExp) =>
  fs
    .readdirSync(dir)
    .filter((f) => pattern.test(f))
    .map((f) => path.join(dir, f));

describe.each(locales.map((locale) => [locale.code, locale] as const))(
  'the %s build',
  (_, locale) => {
    // The first script: runtime and main.
    const sharedScripts = () =>
      filesIn(path.join(localeDir(locale), 'assets/js'), /\.js$/).filter(isSharedScript);
    const sharedCode = () => sharedScripts().map((f) => fs.readFileSync(f, 'utf8'));

    it(`loads at most ${ceilings.jsBeforePageCodeGzip} bytes of gzip JS before any page code`, () => {
      const shared = sharedScripts();
      expect(shared).toHaveLength(2);
      const total = shared.reduce((sum, f) => sum + gzipSizeOf(f), 0);
      expect(total).toBeLessThanOrEqual(ceilings.jsBeforePageCodeGzip);
    });

    it('keeps Prism, its grammars, Mermaid, nprogress and all of tslib out of the first script', () => {
      for (const code of sharedCode()) {
        // A Prism grammar, Prism's core, Mermaid's API, nprogress's bar markup, and a tslib
        // helper no page uses.
        for (const marker of [
          'lookbehind:',
          'tokenize',
          'mermaidAPI',
          'role="bar"',
          '__asyncGenerator',
        ]) {
          expect(code, marker).not.toContain(marker);
        }
      }
    });

    it('carries no theme strings of features the site lacks, and those it shows', () => {
      const shared = sharedCode().join('\n');
      for (const absent of [
        'theme.blog.',
        'theme.tags.',
        'theme.lastUpdated.',
        'theme.docs.versions.',
      ]) {
        expect(shared, absent).not.toContain(`"${absent}`);
      }
      for (const shown of [
        'theme.docs.breadcrumbs.home',
        'theme.SearchBar.label',
        'theme.admonition.note',
      ]) {
        expect(shared, shown).toContain(`"${shown}"`);
      }
    });

    it(`links at most ${ceilings.cssGzip} bytes of gzip CSS on any page, and at most ${ceilings.sharedCssGzip} on pages without their own`, () => {
      const cssFile = (href: string) =>
        path.join(localeDir(locale), href.slice(locale.prefix.length));
      // Stylesheets held back until a reader acts (the search dropdown's) are not loaded.
      const weights = [...stylesheetsByPage(locale)].map(([page, links]) => {
        const hrefs = loadedHrefs(links);
        return {
          page,
          links: hrefs.length,
          gzip: hrefs.reduce((sum, href) => sum + gzipSizeOf(cssFile(href)), 0),
        };
      });
      expect(weights.length).toBeGreaterThan(10);
      for (const {page, links, gzip} of weights) {
        expect(links, page).toBeGreaterThan(0);
        expect(gzip, page).toBeLessThanOrEqual(
          links === 1 ? ceilings.sharedCssGzip : ceilings.cssGzip,
        );
      }
    });

    it(`serves /api in at most ${ceilings.apiHtmlGzip} bytes of gzip HTML`, () => {
      const html = path.join(localeDir(locale), 'api/index.html');
      expect(fs.existsSync(`${html}.gz`)).toBe(true);
      expect(gzipSizeOf(html)).toBeLessThanOrEqual(ceilings.apiHtmlGzip);
    });
  },
);
