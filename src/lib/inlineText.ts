/** A piece of fact text: plain words, `inline code`, or a [link](/path) to a site page. */
export type InlineSegment =
  | {readonly kind: 'text'; readonly text: string}
  | {readonly kind: 'code'; readonly text: string}
  | {readonly kind: 'link'; readonly text: string; readonly to: string};

const token = /`([^`]+)`|\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/**
 * Splits the small Markdown subset that fact text may use. Anything else,
 * HTML included, stays plain text, so data can never inject markup.
 */
export function parseInlineText(source: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of source.matchAll(token)) {
    if (match.index > last) segments.push({kind: 'text', text: source.slice(last, match.index)});
    if (match[1] !== undefined) segments.push({kind: 'code', text: match[1]});
    else segments.push({kind: 'link', text: match[2]!, to: match[3]!});
    last = match.index + match[0].length;
  }
  if (last < source.length) segments.push({kind: 'text', text: source.slice(last)});
  return segments;
}

/** What a reader sees: the text without Markdown marks (for search, titles and checks). */
export function inlineTextToPlain(source: string): string {
  return parseInlineText(source)
    .map((segment) => segment.text)
    .join('');
}

/**
 * Problems a writer would want to hear about: an unpaired backtick, a broken
 * link mark, or code inside a link's text (links show their text as is).
 */
export function inlineTextProblems(source: string): string[] {
  const segments = parseInlineText(source);
  const rest = segments
    .filter((segment) => segment.kind === 'text')
    .map((segment) => segment.text)
    .join('');
  const problems: string[] = [];
  if (rest.includes('`')) problems.push('unpaired backtick');
  if (/\]\(/.test(rest)) problems.push('link mark that is not [text](/site-path)');
  if (segments.some((segment) => segment.kind === 'link' && segment.text.includes('`')))
    problems.push('code inside link text, shown with its backticks');
  return problems;
}
