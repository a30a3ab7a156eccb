import {describe, expect, it} from 'vitest';
import {contrastRatio} from './contrast';

describe('contrastRatio', () => {
  it.each([
    {name: 'black on white', fg: '#000000', bg: '#ffffff', expected: 21},
    {name: 'white on black (order does not matter)', fg: '#fff', bg: '#000', expected: 21},
    {name: 'same colour', fg: '#3b1442', bg: '#3b1442', expected: 1},
    {name: 'WCAG grey #767676 on white just passes', fg: '#767676', bg: '#ffffff', expected: 4.54},
    {name: '#777777 on white just fails', fg: '#777777', bg: '#ffffff', expected: 4.48},
    {name: 'rgb() notation', fg: 'rgb(0, 0, 255)', bg: '#ffffff', expected: 8.59},
  ])('$name: $expected', ({fg, bg, expected}) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 2);
  });

  it('is not rounded, so a ratio just under 4.5 stays under', () => {
    // #777 is 4.478: two-decimal rounding would still fail it, but the value itself must be exact.
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.48);
    expect(contrastRatio('#777777', '#ffffff')).toBeGreaterThan(4.47);
  });

  it.each(['', 'red-ish', '#12345', 'javascript:alert(1)'])('rejects %j', (value) => {
    expect(() => contrastRatio(value, '#fff')).toThrow(/not a colour/);
  });
});
