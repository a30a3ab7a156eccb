/**
 * The fenced code blocks of an MDX page, as the code sample check sees them.
 *
 * Fences are ``` or ~~~ (three or more), at any indentation: inside JSX such
 * as `<TabItem>` they are indented, and MDX renders their lines without the
 * fence's own indentation, so the same is stripped here. The info string is
 * the language, then the meta string (`title="server.js" {3}`).
 * `partial="why this is a fragment"` marks a deliberately incomplete sample; the reason is required.
 */

import {metaAttribute, partialReason} from '../../src/lib/codeBlockMeta';

// The page shows the same reason as a caption of the block (src/theme/CodeBlock/PartialNote.tsx).
export {metaAttribute, partialReason};

export interface CodeSample {
  file: string;
  /** Line of the opening fence (1-based); the code's first line is the next one. */
  line: number;
  /** The first word of the info string (`js`); '' when the fence names no language. */
  language: string;
  /** The rest of the info string: `title="server.js" {3}`. */
  meta: string;
  /**
   * Why the sample is a fragment, from `partial="..."`: undefined for a
   * complete sample, '' when `partial` is given without a reason.
   */
  partial: string | undefined;
  code: string;
  /** False when the page ends before the closing fence. */
  closed: boolean;
}

interface OpeningFence {
  indent: number;
  marker: string;
  info: string;
}

const openingFence = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

function parseOpeningFence(line: string): OpeningFence | undefined {
  const match = openingFence.exec(line);
  if (!match) return undefined;
  const marker = match[2]!;
  const info = match[3]!.trim();
  // ```a`b``` on one line is inline code, not a fence (CommonMark).
  if (marker.startsWith('`') && info.includes('`')) return undefined;
  return {indent: match[1]!.length, marker, info};
}

function closesFence(line: string, fence: OpeningFence): boolean {
  const trimmed = line.trim(); // a closing fence has no info string
  return trimmed.length >= fence.marker.length && [...trimmed].every((c) => c === fence.marker[0]);
}

/** The line without up to `indent` leading spaces or tabs: what MDX shows of it. */
function outdent(line: string, indent: number): string {
  let cut = 0;
  while (cut < indent && (line[cut] === ' ' || line[cut] === '\t')) cut++;
  return line.slice(cut);
}

/** The number of lines of front matter at the top of a page (0 without any). */
function frontMatterLines(lines: readonly string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  return end === -1 ? 0 : end + 1;
}

export function extractCodeSamples(source: string, file: string): CodeSample[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const samples: CodeSample[] = [];
  let index = frontMatterLines(lines);
  while (index < lines.length) {
    const fence = parseOpeningFence(lines[index]!);
    if (!fence) {
      index++;
      continue;
    }
    const start = index;
    const body: string[] = [];
    index++;
    while (index < lines.length && !closesFence(lines[index]!, fence)) {
      body.push(outdent(lines[index]!, fence.indent));
      index++;
    }
    const closed = index < lines.length;
    const language = /^\S*/.exec(fence.info)![0];
    const meta = fence.info.slice(language.length).trim();
    samples.push({
      file,
      line: start + 1,
      language,
      meta,
      partial: partialReason(meta),
      code: body.join('\n'),
      closed,
    });
    index++; // past the closing fence
  }
  return samples;
}
