/** What the editor hands over: the theme as JSON, and the code that applies it on a page. */
import {siteKeyPlaceholder} from '@site/src/session/keys';
import {orderTheme} from './edit';
import type {Theme} from './model';

/** The script URL of the widget, with custom themes on. */
const scriptUrl = 'https://js.bramble.example/1/api.js';

/** The id of the container in the snippets. */
const containerId = 'bramble-widget';

/** The theme as indented JSON, in the documented key order. */
export function themeJson(theme: Theme): string {
  return JSON.stringify(orderTheme(theme), null, 2);
}

const identifier = /^[A-Za-z_$][\w$]*$/;
const indexKey = /^(?:0|[1-9]\d*)$/;

/**
 * A value as a JavaScript literal in the site's style (single quotes, bare keys,
 * no spaces inside braces, trailing commas), on one line when it fits in `width`.
 * `indent` is the indentation of the line it starts on, `column` where it starts.
 */
export function jsLiteral(value: unknown, indent = 0, column = indent, width = 80): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const key = (k: string): string => (identifier.test(k) || indexKey.test(k) ? k : jsLiteral(k));
  const inline = `{${entries.map(([k, v]) => `${key(k)}: ${jsLiteral(v, 0, 0, Infinity)}`).join(', ')}}`;
  // The trailing comma after the value counts too.
  if (column + inline.length + 1 <= width) return inline;
  const pad = ' '.repeat(indent + 2);
  const lines = entries.map(([k, v]) => {
    const start = `${pad}${key(k)}: `;
    return `${start}${jsLiteral(v, indent + 2, start.length, width)},`;
  });
  return `{\n${lines.join('\n')}\n${' '.repeat(indent)}}`;
}

/** The script tag for explicit rendering with custom themes on. */
export function renderScriptTag(): string {
  return [
    `<div id="${containerId}"></div>`,
    `<script src="${scriptUrl}?render=explicit&onload=onBrambleLoad&custom=true" async defer></script>`,
  ].join('\n');
}

/**
 * The `bramble.render()` call with the theme. The site key is the placeholder
 * the site's code blocks replace with a logged-in visitor's own key.
 */
export function renderSnippet(theme: Theme, sitekey = siteKeyPlaceholder): string {
  const start = '    theme: ';
  const literal = jsLiteral(orderTheme(theme), 4, start.length);
  return [
    'function onBrambleLoad() {',
    `  bramble.render('${containerId}', {`,
    `    sitekey: '${sitekey}',`,
    `${start}${literal},`,
    '  });',
    '}',
  ].join('\n');
}

/** Automatic rendering: the script with `custom=true` and a container with `data-theme`. */
export function dataThemeSnippet(theme: Theme, sitekey = siteKeyPlaceholder): string {
  const json = JSON.stringify(orderTheme(theme))
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;');
  return [
    `<script src="${scriptUrl}?custom=true" async defer></script>`,
    '',
    '<div',
    '  class="bramble"',
    `  data-sitekey="${sitekey}"`,
    `  data-theme='${json}'`,
    '></div>',
  ].join('\n');
}
