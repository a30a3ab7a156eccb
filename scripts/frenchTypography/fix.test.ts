import {describe, expect, it} from 'vitest';
import {mdxProse} from './mdxProse';
import {frenchDataProse} from './stringProse';
import {fixTypography, locatedProblems} from './report';

const fixed = (source: string, read = mdxProse) =>
  fixTypography(source, locatedProblems(source, read(source)));

describe('fixing French typography', () => {
  it('replaces wrong spaces and adds missing ones, nothing else', () => {
    const source = 'Note: un « mot » ; 2 048 ko, 99,9 %, `a : b` ?\n';
    expect(fixed(source).text).toBe(
      'Note\u00a0: un «\u202fmot\u202f» ; 2\u202f048\u00a0ko, 99,9\u00a0%, `a : b`\u202f?\n'.replace(
        ' ;',
        '\u202f;',
      ),
    );
    expect(fixed(source).skipped).toEqual([]);
  });

  it('leaves a problem it cannot place safely (an escape) for a person', () => {
    const source = "export const a = {fr: 'Oui\\u00a0; non : si'};";
    const {text, skipped} = fixed(source, frenchDataProse);
    expect(text).toBe("export const a = {fr: 'Oui\\u00a0; non\u00a0: si'};");
    expect(skipped.map((problem) => problem.rule)).toEqual(['space before ;']);
  });

  it('gives text the check then passes', () => {
    const source = 'Vraiment ? Oui !\n';
    const {text} = fixed(source);
    expect(locatedProblems(text, mdxProse(text))).toEqual([]);
  });
});
