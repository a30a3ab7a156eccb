// French typography problems of one file, each as `file:line:column message: "…excerpt…"`, and
// their fixes.
import path from 'node:path';
import {mdxProse} from './mdxProse';
import {frenchTypographyProblems, type TypographyProblem} from './rules';
import {lineAndColumn, type ProseRun} from './proseRun';
import {frenchDataProse, translationMessagesProse} from './stringProse';

export const root = path.join(__dirname, '../..');

export function proseOf(file: string, source: string): ProseRun[] {
  if (file.endsWith('.mdx')) return mdxProse(source);
  if (file.endsWith('.md')) return mdxProse(source, {mdx: false});
  if (file.endsWith('.json')) return translationMessagesProse(source);
  if (file.endsWith('.ts')) return frenchDataProse(source);
  throw new Error(`${file}: no French prose reader for this kind of file`);
}

export interface LocatedProblem extends TypographyProblem {
  offset: number;
  line: number;
  column: number;
}

export function locatedProblems(source: string, runs: readonly ProseRun[]): LocatedProblem[] {
  return runs.flatMap((run) =>
    frenchTypographyProblems(run.text).map((problem) => {
      const offset = run.offsets[problem.index]!;
      return {...problem, offset, ...lineAndColumn(source, offset)};
    }),
  );
}

const context = 24;

/** The source line around an offset, the spaces that matter named so they can be told apart. */
function excerpt(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  const next = source.indexOf('\n', offset);
  const lineEnd = next === -1 ? source.length : next;
  const from = Math.max(lineStart, offset - context);
  const to = Math.min(lineEnd, offset + context + 1);
  const text = source
    .slice(from, to)
    .replaceAll('\u00A0', '[nbsp]')
    .replaceAll('\u202F', '[nnbsp]');
  return `${from > lineStart ? '…' : ''}${text}${to < lineEnd ? '…' : ''}`;
}

export function typographyReport(
  file: string,
  source: string,
  runs: readonly ProseRun[],
): string[] {
  return locatedProblems(source, runs).map(
    ({offset, line, column, message}) =>
      `${file}:${line}:${column} ${message}: "${excerpt(source, offset)}"`,
  );
}

// A problem whose place in the file is not the plain character it expects (an escape such as
// `\u00a0` in a string literal) is left for a person.
export function fixTypography(
  source: string,
  problems: readonly LocatedProblem[],
): {text: string; skipped: LocatedProblem[]} {
  const skipped: LocatedProblem[] = [];
  const edits = new Map<number, LocatedProblem>();
  for (const problem of problems) {
    const found = source[problem.offset] ?? '';
    const fits = problem.replaces === 1 ? /^[^\S\n]$/.test(found) : /^[^\s]$/.test(found);
    if (fits && !edits.has(problem.offset)) edits.set(problem.offset, problem);
    else skipped.push(problem);
  }
  // From the end, so each edit leaves the offsets before it where they were.
  let text = source;
  for (const [offset, {replaces, space}] of [...edits].sort(([a], [b]) => b - a)) {
    text = text.slice(0, offset) + space + text.slice(offset + replaces);
  }
  return {text, skipped};
}
