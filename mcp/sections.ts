export type Heading = {id: string; text: string; depth: number; line: number};
/** A heading of the built page as the search index lists it: its text and its anchor id. */
export type KnownHeading = {text: string; id: string};

/** Heading text without its Markdown: `` `hl` and [links](x) `` → `hl and links`, `C\#` → `C#`. */
function plainHeading(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\([!-/:-@[-`{-~])|[`*_]/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The anchor Docusaurus gives a heading without an explicit id (github-slugger's rule). */
export function slug(text: string): string {
  return plainHeading(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * The headings of a twin, each with the anchor id the built page gives it: the page's headings
 * of the same text from the search index, in their order (two headings may share a text), else
 * its slug.
 */
export function headingsOf(markdown: string, known: readonly KnownHeading[]): Heading[] {
  const idsByText = new Map<string, string[]>();
  for (const {text, id} of known) {
    const key = plainHeading(text).toLowerCase();
    idsByText.set(key, [...(idsByText.get(key) ?? []), id]);
  }
  const headings: Heading[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((line, index) => {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '')
        fence = undefined;
      return;
    }
    if (fence) return;
    // A closing sequence of #s follows a space: `### C\#` and `### C#` are about C#.
    const heading = /^(#{2,6})\s+(.+?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) return;
    const text = plainHeading(heading[2]!);
    headings.push({
      id: idsByText.get(text.toLowerCase())?.shift() ?? slug(text),
      text,
      depth: heading[1]!.length,
      line: index,
    });
  });
  return headings;
}

/** Where a section starts and ends, in lines of the twin: its heading and its subsections. */
export function sectionLines(
  headings: readonly Heading[],
  id: string,
  lineCount: number,
): {start: number; end: number} | undefined {
  const wanted = id.trim().replace(/^#/, '');
  const start = headings.findIndex((h) => h.id === wanted);
  if (start < 0) return undefined;
  const heading = headings[start]!;
  const next = headings.slice(start + 1).find((h) => h.depth <= heading.depth);
  return {start: heading.line, end: next ? next.line : lineCount};
}

export function cutSection(
  markdown: string,
  headings: readonly Heading[],
  id: string,
): string | undefined {
  const lines = markdown.split('\n');
  const range = sectionLines(headings, id, lines.length);
  return range && lines.slice(range.start, range.end).join('\n').trimEnd();
}
