import {describe, expect, it} from 'vitest';
import {partialReason} from './codeBlockMeta';

describe('partialReason', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['title="a.js"', undefined],
    ['partial="a method of a class"', 'a method of a class'],
    ['title="x" partial=\'the end of a handler\' {3}', 'the end of a handler'],
    ['partial="statements; run() first"', 'statements; run() first'],
    ['partial', ''],
    ['title="a partial view"', undefined],
  ])('reads %j as %j', (meta, reason) => {
    expect(partialReason(meta)).toBe(reason);
  });
});
