import type {Heading} from './sections';

/** An estimate for budgets: English prose runs about four characters a token, code and French fewer. */
export const charsPerToken = 3.5;
export const estimateTokens = (text: string): number => Math.ceil(text.length / charsPerToken);
/** What get_page answers at most unless asked for another size. */
export const defaultMaxTokens = 5000;

export type OutlineEntry = {id: string; text: string; depth: number; tokens: number};

/** Each section of a twin with its size, its subsections included (what asking for it returns). */
export function outlineOf(markdown: string, headings: readonly Heading[]): OutlineEntry[] {
  const lines = markdown.split('\n');
  const offsets = [0];
  for (const line of lines) offsets.push(offsets.at(-1)! + line.length + 1);
  return headings.map((heading, i) => {
    const next = headings.slice(i + 1).find((h) => h.depth <= heading.depth);
    const end = offsets[next ? next.line : lines.length]!;
    return {
      id: heading.id,
      text: heading.text,
      depth: heading.depth,
      tokens: Math.ceil((end - offsets[heading.line]!) / charsPerToken),
    };
  });
}

/** The outline as a list an assistant reads: one line a section, indented by depth. */
export function outlineText(entries: readonly OutlineEntry[]): string {
  return entries
    .map((e) => `${'  '.repeat(e.depth - 2)}- ${e.text} (section "${e.id}", ~${e.tokens} tokens)`)
    .join('\n');
}

/**
 * The part of `text` from `offset` (characters) of at most `maxChars`, cut where a reader would
 * stop: before a heading, else at a blank line, else at a line's end, in its second half.
 */
export function partOf(
  text: string,
  offset: number,
  maxChars: number,
): {text: string; next: number | undefined} {
  if (text.length - offset <= maxChars) return {text: text.slice(offset), next: undefined};
  const window = text.slice(offset, offset + maxChars);
  const half = Math.floor(maxChars / 2);
  const heading = window.lastIndexOf('\n#');
  const blank = window.lastIndexOf('\n\n');
  const line = window.lastIndexOf('\n');
  const cut =
    heading > half ? heading + 1 : blank > half ? blank + 2 : line > half ? line + 1 : maxChars;
  return {text: window.slice(0, cut), next: offset + cut};
}
