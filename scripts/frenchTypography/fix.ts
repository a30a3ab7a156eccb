// A problem whose place in the file is not the plain character it expects (an escape such as
// `\u00a0` in a string literal) is left for a person.
import type {LocatedProblem} from './report';

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
