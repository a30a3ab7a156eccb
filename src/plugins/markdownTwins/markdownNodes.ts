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

export interface TwinLocale {
  readonly locale: string;
  /** `/api` → `https://docs.example/fr/api`, `#x` → the page's URL + `#x`. */
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

/** Fact text (`src/data`) as Markdown, its links made absolute. */
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

/** A sentence the twin adds, in Markdown, with `{name}` placeholders filled first. */
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
