import {createHash} from 'node:crypto';
import {PurgeCSS} from 'purgecss';

/**
 * A built file the stylesheet serves: a page's HTML, a script that may render markup, or another
 * stylesheet the same pages link, which may read the stylesheet's custom properties.
 */
export interface StylesheetReader {
  text: string;
  kind: 'html' | 'js' | 'css';
}

/**
 * Custom properties read outside the stylesheet, by markup, scripts (`var(--te-code-key)` in the
 * editor's CodeMirror theme) or a page's own stylesheet: PurgeCSS only counts `var()` inside the
 * stylesheets it prunes. A name cut
 * off by concatenation (`"var(--bp-" + part`) keeps its whole family, as a prefix.
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

/**
 * The stylesheet without the rules, custom properties and keyframes nothing in the build can
 * use: a rule stays when every class, id and element it needs is named somewhere in the pages or
 * scripts, so states a script sets later (an open menu, a copied button) are kept.
 */
export async function pruneUnusedCss(
  css: string,
  readers: readonly StylesheetReader[],
  /** Class names to drop although a script names them: parts the site never shows. */
  neverShown: readonly RegExp[] = [],
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
    blocklist: [...neverShown],
  });
  return result?.css ?? css;
}

/** `styles.<hash>.css` for new content: a pruned file must not reuse a name browsers cached. */
export function contentHashedName(fileName: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  return fileName.replace(/(\.[0-9a-f]{6,})?\.css$/, '') + `.${hash}.css`;
}
