/**
 * MDX partials of the docs: files whose name or folder starts with `_` (never pages: Docusaurus
 * excludes them), imported by a page and shown where their tag stands:
 *
 *   import VerifyExamples from './_api/examples.mdx';
 *   ...
 *   <VerifyExamples />
 *
 * Every tool that reads docs sources rather than the build (the Markdown twins, the sample run,
 * the content and French-twin checks, the downloadable projects) reads a page with its partials
 * inlined, so nothing a partial holds is lost; the line map says where each line came from, so a
 * message can name the partial's own file and line. Runs at build time and in the checks; pure
 * (the caller reads the files).
 */

/** The file a relative specifier (`./_api/examples.mdx`) names from `file` (posix paths; no Node here). */
export function resolvePartial(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** A docs file (posix path relative to a docs folder) that is a partial, not a page. */
export function isPartialFile(file: string): boolean {
  return file.split('/').some((part) => part.startsWith('_'));
}

export interface PartialImport {
  /** The component name the page gives the partial (`VerifyExamples`). */
  name: string;
  /** The specifier as written (`./_api/examples.mdx`). */
  specifier: string;
  /** The import's line in the source (0-based). */
  index: number;
}

const partialImport =
  /^import\s+([A-Z][A-Za-z0-9_]*)\s+from\s+(['"])(\.{1,2}\/(?:[^'"]*\/)?_[^'"]*\.mdx?)\2;?\s*$/;
const fenceOpening = /^\s*(`{3,}|~{3,})/;

/** For each line, whether it is inside a fenced code block (fences included). */
function fencedLines(lines: readonly string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    if (fence === undefined) {
      const opening = fenceOpening.exec(line);
      if (opening) fence = opening[1]!;
      return opening !== null;
    }
    const trimmed = line.trim();
    if (trimmed.length >= fence.length && [...trimmed].every((c) => c === fence![0]))
      fence = undefined;
    return true;
  });
}

/** The partials a source imports, outside code blocks, in order. */
export function partialImports(source: string): PartialImport[] {
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  return lines.flatMap((line, index) => {
    if (fenced[index]) return [];
    const match = partialImport.exec(line);
    return match ? [{name: match[1]!, specifier: match[3]!, index}] : [];
  });
}

/** Where a line of an inlined page comes from: a file (posix, as given) and its 1-based line. */
export interface LineOrigin {
  file: string;
  line: number;
}

export interface InlinedSource {
  /** The page with each partial's text where its tag stood and without the partials' imports. */
  text: string;
  /** The origin of each line of `text` (index 0 is line 1). */
  origins: LineOrigin[];
  /** The partial files read, as posix paths relative to the page's folder root (`_api/examples.mdx`). */
  partials: string[];
}

/**
 * The page `file` (a posix path relative to its docs folder) with its partials inlined, the
 * partials' own partials too. `read` gives a docs file's text by the same kind of path.
 * A partial imported but not used as `<Name />` alone on a line (outside code) throws, so a
 * tool never drops a part of the page it cannot place.
 */
export function inlinePartials(
  source: string,
  file: string,
  read: (file: string) => string,
  seen: readonly string[] = [],
): InlinedSource {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const imports = partialImports(lines.join('\n'));
  const byName = new Map(imports.map((found) => [found.name, found]));
  const importLines = new Set(imports.map((found) => found.index));
  const fenced = fencedLines(lines);
  const used = new Set<string>();
  const out: InlinedSource = {text: '', origins: [], partials: []};
  const text: string[] = [];
  lines.forEach((line, index) => {
    if (importLines.has(index)) return;
    const tag = fenced[index] ? null : /^<([A-Z][A-Za-z0-9_]*)\s*\/>\s*$/.exec(line);
    const partial = tag ? byName.get(tag[1]!) : undefined;
    if (!partial) {
      text.push(line);
      out.origins.push({file, line: index + 1});
      return;
    }
    used.add(partial.name);
    const partialFile = resolvePartial(file, partial.specifier);
    if (seen.includes(partialFile) || partialFile === file)
      throw new Error(`${file}: ${partialFile} includes itself`);
    const inner = inlinePartials(read(partialFile), partialFile, read, [...seen, file]);
    // A partial's last newline ends its text, as the tag's line did.
    const innerLines = inner.text.split('\n');
    const innerOrigins = inner.origins;
    if (innerLines.length > 1 && innerLines.at(-1) === '') {
      innerLines.pop();
      innerOrigins.pop();
    }
    text.push(...innerLines);
    out.origins.push(...innerOrigins);
    out.partials.push(partialFile, ...inner.partials);
  });
  const unused = imports.filter((found) => !used.has(found.name));
  if (unused.length > 0)
    throw new Error(
      `${file}: ${unused.map((found) => `${found.name} (${found.specifier})`).join(', ')} imported but not shown as <Name /> alone on a line`,
    );
  out.text = text.join('\n');
  return out;
}

/** `file:line` of a line (1-based) of an inlined page. */
export function whereInSources(inlined: InlinedSource, line: number): string {
  const origin = inlined.origins[line - 1];
  return origin ? `${origin.file}:${origin.line}` : `${inlined.origins[0]?.file ?? '?'}:${line}`;
}
