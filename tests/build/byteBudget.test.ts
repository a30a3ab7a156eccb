// The weight budget of bench/budgets.json that a build alone can check, on every npm test: the
// first script, exact gzip sizes from the build's own .gz files. What a page fetches until idle
// (all its JS, all its CSS) is weighed in a browser, as `npm run bench` weighs it
// (tests/e2e/budgets.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import {gzipSizeOf, isSharedScript} from '../../scripts/bench/pageWeight';
import {readBudgets} from '../../scripts/bench/results';
import {locales} from '../../src/config/site';
import {localeDir} from './builtPages';

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

    it('keeps Prism, its grammars, Mermaid, nprogress, all of tslib and the session answer reader out of the first script', () => {
      for (const code of sharedScripts.map((f) => fs.readFileSync(f, 'utf8'))) {
        // A Prism grammar, Prism's core, Mermaid's API, nprogress's bar markup, a tslib
        // helper no page uses, and a script name of the site-name cleaning that only a
        // logged-in visitor's answer needs (src/session/readSession.ts).
        for (const marker of [
          'lookbehind:',
          'tokenize',
          'mermaidAPI',
          'role="bar"',
          '__asyncGenerator',
          'Hanifi_Rohingya',
        ]) {
          expect(code, marker).not.toContain(marker);
        }
      }
    });

    it('keeps the search plugin’s box out of the first script, in a chunk of its own', () => {
      // The worker client (Comlink's proxy names) and the autocomplete's selection event: the
      // box is drawn by a stand-in first and loaded after hydration (src/theme/SearchBar).
      const markers = ['Comlink.', 'autocomplete:selected'];
      for (const code of sharedScripts.map((f) => fs.readFileSync(f, 'utf8'))) {
        for (const marker of markers) expect(code, marker).not.toContain(marker);
      }
      // The markers still name the plugin's code: some other chunk has them.
      const otherScripts = fs
        .readdirSync(scriptDir)
        .filter((f) => f.endsWith('.js') && !isSharedScript(f))
        .map((f) => fs.readFileSync(path.join(scriptDir, f), 'utf8'));
      for (const marker of markers)
        expect(
          otherScripts.some((code) => code.includes(marker)),
          marker,
        ).toBe(true);
    });
  },
);
