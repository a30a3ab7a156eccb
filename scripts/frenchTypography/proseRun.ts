// A run of prose taken out of a source file, with each character's offset in the file.
import {opaque} from './rules';

export interface ProseRun {
  text: string;
  offsets: number[];
}

/** A JavaScript, JSON or YAML escape at `index` (`\u00a0`, `\u{202f}`, `\x20`, `\"`): its length. */
function escapeLength(source: string, index: number): number {
  if (source[index] !== '\\') return 0;
  const escape = /^\\(?:u\{[0-9a-f]+\}|u[0-9a-f]{4}|x[0-9a-f]{2}|[\s\S])/i.exec(
    source.slice(index, index + 10),
  );
  return escape ? escape[0].length : 1;
}

// What a parser drops is indentation and marks.
const window = 80;

/**
 * `value` as it was read from `source[start, end)`, each character looked for from where the last
 * one was found; an escape (`\*`, `\u00a0`) stands for the character it gives.
 */
export function alignedRun(value: string, source: string, start: number, end: number): ProseRun {
  const offsets: number[] = [];
  let next = start;
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (source[next] === '\\' && char !== '\\') {
      const escaped = source[next + 1] === char;
      offsets.push(escaped ? next + 1 : next);
      next += escaped ? 2 : escapeLength(source, next);
      continue;
    }
    const limit = Math.min(end, next + window);
    let found = next;
    while (found < limit && source[found] !== char) found++;
    if (found < limit) {
      offsets.push(found);
      next = found + 1;
    } else {
      offsets.push(Math.min(next, Math.max(start, end - 1)));
    }
  }
  return {text: value, offsets};
}

export function opaqueRun(offset: number): ProseRun {
  return {text: opaque, offsets: [offset]};
}

export function joinRuns(runs: readonly ProseRun[]): ProseRun {
  return {text: runs.map((r) => r.text).join(''), offsets: runs.flatMap((r) => r.offsets)};
}

export function maskRun(run: ProseRun, pattern: RegExp): ProseRun {
  return {text: run.text.replace(pattern, (m) => opaque.repeat(m.length)), offsets: run.offsets};
}

export function lineAndColumn(source: string, offset: number): {line: number; column: number} {
  const before = source.slice(0, offset).split('\n');
  return {line: before.length, column: before.at(-1)!.length + 1};
}
