// The weight budgets of bench/budgets.json that a build alone can check, on every npm test:
// exact gzip sizes from the build's own .gz files. `npm run bench` measures the rest in a
// browser (all JS of /configuration is also checked by tests/e2e/budgets.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import {gzipSizeOf, isSharedScript} from '../../scripts/bench/pageWeight';
import {readBudgets} from '../../scripts/bench/results';
import {locales} from '../../src/config/site';
import {localeDir, stylesheetsByPage} from './builtPages';

const budgets = readBudgets();

describe.each(locales.map((locale) => [locale.code, locale] as const))(
  'the %s build',
  (_, locale) => {
    const scriptDir = path.join(localeDir(locale), 'assets/js');
    // The first script: runtime and main.
    const sharedScripts = fs
      .readdirSync(scriptDir)
      .filter(isSharedScript)
      .map((f) => path.join(scriptDir, f));

    it(`loads at most ${budgets.jsBeforePageCodeGzip} bytes of gzip JS before any page code`, () => {
      expect(sharedScripts).toHaveLength(2);
      const total = sharedScripts.reduce((sum, f) => sum + gzipSizeOf(f), 0);
      expect(total).toBeLessThanOrEqual(budgets.jsBeforePageCodeGzip);
    });

    it('keeps Prism, its grammars, Mermaid, nprogress and all of tslib out of the first script', () => {
      for (const code of sharedScripts.map((f) => fs.readFileSync(f, 'utf8'))) {
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

    it(`links at most ${budgets.cssGzip} bytes of gzip CSS on any page`, () => {
      const cssFile = (href: string) =>
        path.join(localeDir(locale), href.slice(locale.prefix.length));
      const weights = [...stylesheetsByPage(locale)].map(([page, hrefs]) => ({
        page,
        links: hrefs.length,
        gzip: hrefs.reduce((sum, href) => sum + gzipSizeOf(cssFile(href)), 0),
      }));
      expect(weights.length).toBeGreaterThan(10);
      for (const {page, links, gzip} of weights) {
        expect(links, page).toBeGreaterThan(0);
        expect(gzip, page).toBeLessThanOrEqual(budgets.cssGzip);
      }
    });
  },
);
