import type {PageEntry} from './pages';
import {charsPerToken, estimateTokens, outlineOf, outlineText, partOf} from './pageParts';
import type {Heading} from './sections';

type PageRead = {page: PageEntry; markdown: string; url: string; headings: readonly Heading[]};
type Asked = {section?: string; outline: boolean; offset: number; maxTokens: number};

/** Room kept for the note that ends a part. */
const noteChars = 400;

/**
 * get_page's answer: the page (or section) whole when it fits in `maxTokens`, else the part from
 * `offset` with a note saying how to read on (the first part opens with the outline), or only the
 * outline when asked.
 */
export function pageAnswer(read: PageRead, asked: Asked): string {
  const {markdown} = read;
  const source = `Source: ${read.url}`;
  const entries = outlineOf(markdown, read.headings);
  const total = estimateTokens(markdown);
  const call = (extra: Record<string, unknown>) =>
    `get_page ${JSON.stringify({path: read.page.path, ...(asked.section ? {section: asked.section} : {}), ...extra})}`;
  // An example of a section to read: the first subsection when a section was asked for.
  const asSection = asked.section?.trim().replace(/^#/, '');
  const example = entries.find((e) => e.id !== asSection)?.id ?? 'id';
  const sectionCall = `get_page ${JSON.stringify({path: read.page.path, section: example})}`;
  if (asked.outline)
    return [
      source,
      '',
      `Outline (~${total} tokens in all):`,
      entries.length ? outlineText(entries) : '(no sections)',
      '',
      `Read one section with ${sectionCall}, or the whole in parts with ${call({})}.`,
    ].join('\n');
  if (asked.offset > markdown.length)
    return `No offset ${asked.offset} on ${read.url}: it has ${markdown.length} characters. Start again with ${call({})}.`;
  const maxChars = Math.floor(asked.maxTokens * charsPerToken);
  if (asked.offset === 0 && markdown.length <= maxChars) return `${source}\n\n${markdown}`;
  // The first part of a long page opens with its outline, so that the assistant can go to a section.
  const outline =
    asked.offset === 0 && entries.length
      ? `Outline (~${total} tokens in all; each section can be read alone):\n${outlineText(entries)}\n\n---\n\n`
      : '';
  const room = Math.max(maxChars - outline.length - source.length - noteChars, maxChars / 4);
  const part = partOf(markdown, asked.offset, room);
  const end = part.next ?? markdown.length;
  const where = `characters ${asked.offset}–${end} of ${markdown.length}`;
  const note =
    part.next === undefined
      ? `[End of the page: ${where}.]`
      : `[Part: ${where} (~${estimateTokens(part.text)} of ~${total} tokens). Read on with ${call({offset: part.next})}, or one section with ${sectionCall} (the outline: ${call({outline: true})}).]`;
  return `${source}\n\n${outline}${part.text.trimEnd()}\n\n${note}`;
}
