export type Heading = {id: string; text: string; depth: number; line: number};

/** Heading text without its Markdown: `` `hl` and [links](x) `` → `hl and links`. */
export function plainHeading(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
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

/** The headings of a twin, each with its anchor id: the search index's, else its slug. */
export function headingsOf(markdown: string, knownIds: ReadonlyMap<string, string>): Heading[] {
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
    const heading = /^(#{2,6})\s+(.+?)\s*#*$/.exec(line);
    if (!heading) return;
    const text = plainHeading(heading[2]!);
    headings.push({
      id: knownIds.get(text.toLowerCase()) ?? slug(text),
      text,
      depth: heading[1]!.length,
      line: index,
    });
  });
  return headings;
}

export function cutSection(markdown: string, headings: readonly Heading[], id: string) {
  const wanted = id.replace(/^#/, '');
  const start = headings.findIndex((h) => h.id === wanted);
  if (start < 0) return undefined;
  const heading = headings[start]!;
  const end = headings.slice(start + 1).find((h) => h.depth <= heading.depth);
  const lines = markdown.split('\n');
  return lines
    .slice(heading.line, end ? end.line : lines.length)
    .join('\n')
    .trimEnd();
}
