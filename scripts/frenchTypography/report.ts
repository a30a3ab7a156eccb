// French typography problems of one file, each as `file:line:column message: "…excerpt…"`.
import {frenchTypographyProblems, type TypographyProblem} from './rules';
import {lineAndColumn, type ProseRun} from './proseRun';

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
