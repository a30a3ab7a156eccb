// The UI messages of the theme editor's page travel with that page, not in every page's first
// script, and the blog's (the site has none) nowhere (src/plugins/firstScriptMessages).
import fs from 'node:fs';
import path from 'node:path';
import {isSharedScript} from '../../scripts/bench/pageWeight';
import {locales} from '../../src/config/site';
import {localeDir} from './builtPages';

describe.each(locales.map((locale) => [locale.code, locale] as const))(
  'the %s build',
  (_, locale) => {
    const scriptDir = path.join(localeDir(locale), 'assets/js');
    const scripts = fs.readdirSync(scriptDir).filter((f) => f.endsWith('.js'));
    const text = (file: string) => fs.readFileSync(path.join(scriptDir, file), 'utf8');
    const [firstScript, others] = [
      scripts.filter(isSharedScript).map(text),
      scripts.filter((f) => !isSharedScript(f)).map(text),
    ];

    it('keeps the editor’s and the widget preview’s messages out of the first script', () => {
      expect(firstScript).toHaveLength(2);
      const code = firstScript.join('\n');
      expect(code).not.toContain('"themeEditor.');
      expect(code).not.toContain('"widgetPreview.');
      expect(code).not.toContain('"theme.blog.');
      // The rest of the locale's messages are still there.
      expect(code).toContain('"theme.SearchBar.label":');
    });

    it('puts them in a chunk of the editor’s page', () => {
      expect(others.filter((code) => code.includes('"themeEditor.')).length).toBeGreaterThan(0);
      expect(others.filter((code) => code.includes('"widgetPreview.')).length).toBeGreaterThan(0);
    });
  },
);
