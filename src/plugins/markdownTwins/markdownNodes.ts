import type {
  BlockContent,
  Code,
  InlineCode,
  Link,
  Paragraph,
  PhrasingContent,
  Strong,
  Table,
  TableCell,
  TableRow,
  Text,
} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {localize, type LocalizedText} from '../../data/text';
import {parseInlineText} from '../../lib/inlineText';

/**
 * What every converter needs to know about the page being written: its locale,
 * how to make a link absolute, and the site's translated UI strings.
 */
export interface TwinLocale {
  /** The locale code, `en` or `fr`. */
  readonly locale: string;
  /** A link of the page made absolute: `/api` → `https://docs.example/fr/api`, `#x` → the page's URL + `#x`. */
  readonly absoluteUrl: (url: string) => string;
  /** A UI string of the locale from `i18n/<locale>/code.json`; a missing id throws. */
  readonly message: (id: string) => string;
}

export const text = (value: string): Text => ({type: 'text', value});
export const code = (value: string): InlineCode => ({type: 'inlineCode', value});
export const strong = (children: PhrasingContent[]): Strong => ({type: 'strong', children});
export const paragraph = (children: PhrasingContent[]): Paragraph => ({
  type: 'paragraph',
  children,
});
export const link = (url: string, children: PhrasingContent[]): Link => ({
  type: 'link',
  url,
  children,
});
export const codeBlock = (lang: string, value: string): Code => ({type: 'code', lang, value});

/** Phrasing pieces joined by a separator, as `a, b, c`. */
export function joined(parts: PhrasingContent[][], separator = ', '): PhrasingContent[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [text(separator), ...part]));
}

/** A GFM table: one header row, then one row per record, each cell phrasing content. */
export function table(headers: PhrasingContent[][], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children): TableCell => ({type: 'tableCell', children})),
  });
  return {
    type: 'table',
    align: headers.map(() => null),
    children: [row(headers), ...rows.map(row)],
  };
}

/**
 * Fact text (`src/data`) in the page's locale as Markdown: its `code` and
 * [links](/path) kept, links made absolute, everything else plain text.
 */
export function inlineText(source: LocalizedText, page: TwinLocale): PhrasingContent[] {
  return parseInlineText(localize(source, page.locale)).map((segment) => {
    switch (segment.kind) {
      case 'code':
        return code(segment.text);
      case 'link':
        return link(page.absoluteUrl(segment.to), [text(segment.text)]);
      default:
        return text(segment.text);
    }
  });
}

/**
 * A sentence the twin adds, written in Markdown, parsed by remark into blocks;
 * `{name}` placeholders are replaced first (URLs the build knows).
 */
export function markdownBlocks(
  source: LocalizedText,
  locale: string,
  values: Readonly<Record<string, string>> = {},
): BlockContent[] {
  const filled = localize(source, locale).replace(/\{(\w+)\}/g, (all, name: string) =>
    name in values ? values[name]! : all,
  );
  return unified().use(remarkParse).parse(filled).children as BlockContent[];
}
