// The UI messages of the theme editor's page, of the language filter and of the download button
// travel with their features' chunks, not in every page's first script, and the blog's (the site
// has none) nowhere (src/plugins/firstScriptMessages).
import fs from 'node:fs';
import path from 'node:path';
import {isSharedScript} from '../../scripts/bench/pageWeight';
import {locales} from '../../src/config/site';
import {uiString} from '../siteContent';
import {localeDir} from './builtPages';

/** Each feature whose messages leave the first script: its id prefixes, and one id it shows. */
const features = [
  {
    name: 'the theme editor',
    prefixes: ['themeEditor.'],
    shown: 'themeEditor.tabs.label',
  },
  {name: 'the widget preview', prefixes: ['widgetPreview.'], shown: 'widgetPreview.buttons.title'},
  // The tables' headers come with their definitions, in both languages; the filter's are messages.
  {name: 'the language filter', prefixes: ['factTable.'], shown: 'factTable.languages.filter'},
  {
    name: 'the download button',
    prefixes: ['downloadProject.'],
    shown: 'downloadProject.withTestKeys',
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The message a bundled map holds for an id, or undefined: the minifier writes a JSON module as
 * `JSON.parse('{"id":"message",…}')`, with JavaScript escapes for what is not ASCII.
 */
function bundledMessage(code: string, id: string): string | undefined {
  const raw = new RegExp(`"${escapeRegExp(id)}":"((?:[^"\\\\]|\\\\.)*)"`).exec(code)?.[1];
  if (raw === undefined) return undefined;
  const json = raw
    .replace(/\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})/g, (_, x?: string, u?: string) =>
      String.fromCharCode(parseInt((x ?? u)!, 16)),
    )
    .replace(/\\(['\\])/g, '$1');
  return JSON.parse(`"${json}"`) as string;
}

describe.each(locales.map((locale) => [locale.code, locale] as const))(
  'the %s build',
  (_, locale) => {
    const scriptDir = path.join(localeDir(locale), 'assets/js');
    const scripts = fs.readdirSync(scriptDir).filter((f) => f.endsWith('.js'));
    const text = (file: string) => fs.readFileSync(path.join(scriptDir, file), 'utf8');
    const firstScript = scripts.filter(isSharedScript).map(text).join('\n');
    const others = scripts.filter((f) => !isSharedScript(f)).map((f) => ({file: f, code: text(f)}));

    it('keeps the rest of the locale’s messages in the first script, and the blog’s nowhere', () => {
      expect(scripts.filter(isSharedScript)).toHaveLength(2);
      expect(bundledMessage(firstScript, 'theme.SearchBar.label')).toBe(
        uiString(locale, 'theme.SearchBar.label'),
      );
      expect(firstScript).not.toContain('"theme.blog.');
    });

    it.each(features)('keeps the messages of $name out of the first script', ({prefixes}) => {
      for (const prefix of prefixes) expect(firstScript).not.toContain(`"${prefix}`);
    });

    it.each(features)(
      'puts the messages of $name in one chunk of their own code, in the locale’s words',
      ({shown}) => {
        const holding = others.filter(({code}) => bundledMessage(code, shown) !== undefined);
        // One chunk, not a copy in each page's: a reader fetches them once, as main's were.
        expect(holding.map(({file}) => file)).toHaveLength(1);
        expect(bundledMessage(holding[0]!.code, shown)).toBe(uiString(locale, shown));
      },
    );
  },
);
