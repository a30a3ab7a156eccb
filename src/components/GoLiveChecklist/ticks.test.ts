import {describe, expect, it} from 'vitest';
import {tickedCount, toggled} from './ticks';

describe('toggled', () => {
  it.each([
    {name: 'ticks an unticked item', input: [], id: 'a', expected: ['a']},
    {name: 'unticks a ticked item', input: ['a', 'b'], id: 'a', expected: ['b']},
    {name: 'keeps the others', input: ['b'], id: 'c', expected: ['b', 'c']},
  ])('$name', ({input, id, expected}) => {
    const before = new Set(input);
    const after = toggled(before, id);
    expect([...after].sort()).toEqual(expected);
    // A new set each time, the old one untouched: React compares by reference.
    expect(after).not.toBe(before);
    expect([...before]).toEqual(input);
  });
});

describe('tickedCount', () => {
  it.each([
    {name: 'none', input: [], expected: 0},
    {name: 'some', input: ['a', 'c'], expected: 2},
    {name: 'an id the list no longer has', input: ['a', 'gone'], expected: 1},
  ])('$name', ({input, expected}) => {
    expect(tickedCount(new Set(input), ['a', 'b', 'c'])).toBe(expected);
  });
});
