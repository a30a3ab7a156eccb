// A fast guard on weight for every npm test: exact gzip sizes from the build's own .gz files,
// against the ceilings in bench/budgets.json. `npm run bench` checks the full budgets.
import fs from 'node:fs';
import path from 'node:path';
import {gzipSizeOf, isSharedScript} from '../../scripts/bench/pageWeight';
import {locales, type SiteLocale} from '../../src/config/site';

const budgets = JSON.parse(fs.readFileSync('bench/budgets.json', 'utf8')) as {
  ciCeilings: {jsBeforePageCodeGzip: number; cssGzip: number; apiHtmlGzip: number};
};
const ceilings = budgets.ciCeilings;
const localeDir = (locale: SiteLocale) => path.join('build', locale.prefix.slice(1));
const filesIn = (dir: string, pattern: RegExp) =>
  fs
    .readdirSync(dir)
    .filter((f) => pattern.test(f))
    .map((f) => path.join(dir, f));

describe.each(locales.map((locale) => [locale.code, locale] as const))(
  'the %s build',
  (_, locale) => {
    it(`loads at most ${ceilings.jsBeforePageCodeGzip} bytes of gzip JS before any page code`, () => {
      const shared = filesIn(path.join(localeDir(locale), 'assets/js'), /\.js$/).filter(
        isSharedScript,
      );
      expect(shared).toHaveLength(2);
      const total = shared.reduce((sum, f) => sum + gzipSizeOf(f), 0);
      expect(total).toBeLessThanOrEqual(ceilings.jsBeforePageCodeGzip);
    });

    it('keeps Prism, its grammars, Mermaid, nprogress and all of tslib out of the first script', () => {
      const shared = filesIn(path.join(localeDir(locale), 'assets/js'), /\.js$/)
        .filter(isSharedScript)
        .map((f) => fs.readFileSync(f, 'utf8'));
      for (const code of shared) {
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

    it(`has at most ${ceilings.cssGzip} bytes of gzip CSS`, () => {
      const styles = filesIn(path.join(localeDir(locale), 'assets/css'), /\.css$/);
      expect(styles.length).toBeGreaterThan(0);
      expect(styles.reduce((sum, f) => sum + gzipSizeOf(f), 0)).toBeLessThanOrEqual(
        ceilings.cssGzip,
      );
    });

    it(`serves /api in at most ${ceilings.apiHtmlGzip} bytes of gzip HTML`, () => {
      const html = path.join(localeDir(locale), 'api/index.html');
      expect(fs.existsSync(`${html}.gz`)).toBe(true);
      expect(gzipSizeOf(html)).toBeLessThanOrEqual(ceilings.apiHtmlGzip);
    });
  },
);
