import {describe, expect, it} from 'vitest';
import {parseCpuTimes} from './stageReport';

describe('parseCpuTimes', () => {
  it.each([
    {name: 'seconds', input: '41.23 5.00\n', expected: {user: 41.23, system: 5}},
    {name: 'whole numbers', input: '723 60', expected: {user: 723, system: 60}},
  ])('reads user and system time: $name', ({input, expected}) => {
    expect(parseCpuTimes(input)).toEqual(expected);
  });

  it.each([
    {name: 'empty', input: ''},
    {name: 'one figure', input: '41.23'},
    {name: 'not figures', input: 'hello world'},
  ])('refuses anything else: $name', ({input}) => {
    expect(() => parseCpuTimes(input)).toThrow(/CPU times/);
  });
});
