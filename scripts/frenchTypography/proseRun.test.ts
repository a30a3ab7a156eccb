import {describe, expect, it} from 'vitest';
import {alignedRun, lineAndColumn, maskRun} from './proseRun';

describe('a prose run', () => {
  it('finds each character of a parsed value in its source, past dropped indentation', () => {
    const source = '> un ;\n> deux';
    const run = alignedRun('un ;\ndeux', source, 2, source.length);
    expect(run.offsets.map((o) => source[o]).join('')).toBe('un ;\ndeux');
  });

  it('puts an escaped character on its escape', () => {
    // The `a` after the escape is not the `a` inside it.
    const source = String.raw`a\u00a0a: \*b\*`;
    const run = alignedRun('a\u00a0a: *b*', source, 0, source.length);
    expect(run.offsets).toEqual([0, 1, 7, 8, 9, 11, 12, 14]);
  });

  it('keeps its length and places when masked', () => {
    const run = maskRun({text: 'a `b` c', offsets: [0, 1, 2, 3, 4, 5, 6]}, /`[^`]+`/g);
    expect(run.text).toBe('a \uFFFC\uFFFC\uFFFC c');
    expect(run.offsets).toHaveLength(7);
  });

  it('names lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({line: 2, column: 2});
    expect(lineAndColumn('ab', 0)).toEqual({line: 1, column: 1});
  });
});
