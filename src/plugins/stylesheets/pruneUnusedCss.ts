import {createHash} from 'node:crypto';
import {PurgeCSS} from 'purgecss';

/** A built file the stylesheet serves, which may name its classes or custom properties. */
export interface StylesheetReader {
  text: string;
  kind: 'html' | 'js' | 'css';
}

/**
 * Custom properties read outside the stylesheet: PurgeCSS only counts `var()` inside the
 * stylesheets it prunes. A name cut off by concatenation (`"var(--bp-" + part`) keeps its family.
 */
export function variablesReadOutsideCss(texts: readonly string[]): Array<string | RegExp> {
  const names = new Set<string>();
  const prefixes = new Set<string>();
  for (const text of texts) {
    for (const [, name = '', cut] of text.matchAll(/var\(\s*(--[\w-]+)(["'`+$]?)/g)) {
      (cut ? prefixes : names).add(name);
    }
  }
  const escape = (s: string) => s.replace(/[-\\^$.*+?()[\]{}|]/g, '\\$&');
  return [...names, ...[...prefixes].map((prefix) => new RegExp(`^${escape(prefix)}`))];
}

/** Without what nothing in the build names; states a script sets later are kept. */
export async function pruneUnusedCss(
  css: string,
  readers: readonly StylesheetReader[],
): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    css: [{raw: css}],
    content: readers
      .filter(({kind}) => kind !== 'css')
      .map(({text, kind}) => ({raw: text, extension: kind})),
    variables: true,
    keyframes: true,
    fontFace: true,
    safelist: {variables: variablesReadOutsideCss(readers.map((r) => r.text))},
  });
  return result?.css ?? css;
}

/** `styles.<hash>.css` for new content: a pruned file must not reuse a name browsers cached. */
export function contentHashedName(fileName: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  return fileName.replace(/(\.[0-9a-f]{6,})?\.css$/, '') + `.${hash}.css`;
}
