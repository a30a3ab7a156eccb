import type {LocalizedText} from '../../../data/text';

// Runs in the browser (the React tables) and at build time (the Markdown twins): plain data only,
// relative imports only, so the twin plugin can load it in Node without the site's aliases.

/**
 * A UI string of the site, translated like `<Translate>`: its id in
 * `i18n/<locale>/code.json`, the English default, and a note for translators.
 * Being data, it is not extracted by `write-translations`: `messages.test.ts`
 * holds it to `i18n/en/code.json` and `i18n/fr/code.json` instead.
 */
export interface UiMessage {
  readonly id: string;
  readonly message: string;
  readonly description?: string;
}

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
  /** Fact text in the page's locale as plain text: nothing in it is interpreted. */
  | {readonly kind: 'localized'; readonly text: LocalizedText}
  /** Fact text in the page's locale with its `code` and [links](/path), as `src/lib/inlineText` parses it. */
  | {readonly kind: 'inline'; readonly text: LocalizedText}
  /** A link to a site path (`/api#x`) or to an anchor of the page (`#x`). */
  | {readonly kind: 'link'; readonly to: string; readonly content: Cell}
  /** A translated UI string; `{name}` placeholders are filled with cells. */
  | {
      readonly kind: 'message';
      readonly message: UiMessage;
      readonly values?: Readonly<Record<string, Cell>>;
    }
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
export const localized = (text: LocalizedText): Cell => ({kind: 'localized', text});
export const inline = (text: LocalizedText): Cell => ({kind: 'inline', text});
export const link = (to: string, content: Cell): Cell => ({kind: 'link', to, content});
export const note = (content: Cell): Cell => ({kind: 'note', content});

export const message = (ui: UiMessage, values?: Readonly<Record<string, Cell>>): Cell =>
  values === undefined ? {kind: 'message', message: ui} : {kind: 'message', message: ui, values};

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

/** Whether a cell is pieces in a row (Array.isArray does not narrow a readonly array out of a union). */
export function isCellList(cell: Cell): cell is readonly Cell[] {
  return Array.isArray(cell);
}
