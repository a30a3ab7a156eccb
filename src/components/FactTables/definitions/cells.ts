import type {LocalizedText} from '../../../data/text';

// Runs in the browser (the React tables) and at build time (the Markdown twins): plain data only,
// relative imports only, so the twin plugin can load it in Node without the site's aliases.

/**
 * What a header or a cell of a fact table shows, said once for both renderers
 * (React in `renderCell.tsx`, Markdown in the twin plugin's `factTableMarkdown.ts`).
 */
export type Cell =
  /** Plain text, shown as is. */
  | string
  /** Pieces in a row, as `<code>x</code> (npm)`; an empty list shows nothing. */
  | readonly Cell[]
  | {readonly kind: 'code'; readonly text: string}
  /** Text in the page's locale, plain; `{name}` placeholders are filled with cells. */
  | {
      readonly kind: 'localized';
      readonly text: LocalizedText;
      readonly values?: Readonly<Record<string, Cell>>;
    }
  /** Fact text in the page's locale with its `code` and [links](/path), as `src/lib/inlineText` parses it. */
  | {readonly kind: 'inline'; readonly text: LocalizedText}
  /** A link to a site path (`/api#x`) or to an anchor of the page (`#x`). */
  | {readonly kind: 'link'; readonly to: string; readonly content: Cell}
  /** A remark after a cell's main content, set apart from it. */
  | {readonly kind: 'note'; readonly content: Cell}
  /** Text in another language (a language's native name), marked so for browsers and screen readers. */
  | {
      readonly kind: 'inLanguage';
      readonly text: string;
      readonly lang: string;
      readonly dir: 'ltr' | 'rtl';
    };

export const code = (text: string): Cell => ({kind: 'code', text});
export const localized = (text: LocalizedText, values?: Readonly<Record<string, Cell>>): Cell =>
  values === undefined ? {kind: 'localized', text} : {kind: 'localized', text, values};
export const inline = (text: LocalizedText): Cell => ({kind: 'inline', text});
export const link = (to: string, content: Cell): Cell => ({kind: 'link', to, content});
export const note = (content: Cell): Cell => ({kind: 'note', content});

export const inLanguage = (text: string, lang: string, dir: 'ltr' | 'rtl'): Cell => ({
  kind: 'inLanguage',
  text,
  lang,
  dir,
});

/** Cells separated as a list is written: `a, b, c`. */
export function joined(parts: readonly Cell[], separator = ', '): Cell {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part]));
}

/** A text's `{name}` placeholders filled: its pieces, each a value or the text between. */
export function filledIn(template: string, values: Readonly<Record<string, Cell>>): Cell[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => values[part.slice(1, -1)] ?? part);
}

/** Whether a cell is pieces in a row (Array.isArray does not narrow a readonly array out of a union). */
export function isCellList(cell: Cell): cell is readonly Cell[] {
  return Array.isArray(cell);
}
