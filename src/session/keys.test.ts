import {describe, expect, it} from 'vitest';
import {isKey, secretKeyLength, siteKeyLength} from './keys';

describe('isKey', () => {
  it.each([
    {name: 'a site key (UUID)', input: '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13', expected: true},
    {name: 'a secret key', input: '0x' + 'ab'.repeat(20), expected: true},
    {name: 'underscores', input: 'key_1', expected: true},
    {name: '128 characters', input: 'a'.repeat(128), expected: true},
    {name: '129 characters', input: 'a'.repeat(129), expected: false},
    {name: 'empty', input: '', expected: false},
    {name: 'markup', input: '<b>x</b>', expected: false},
    {name: 'a space', input: 'ab cd', expected: false},
    {name: 'a trailing newline', input: 'abcd\n', expected: false},
    {name: 'a number', input: 12345, expected: false},
    {name: 'null', input: null, expected: false},
  ])('$name → $expected', ({input, expected}) => {
    expect(isKey(input)).toBe(expected);
  });

  it('reserves room for the real lengths of both kinds of key', () => {
    expect(siteKeyLength).toBe('8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13'.length);
    expect(secretKeyLength).toBe(('0x' + 'ab'.repeat(20)).length);
  });
});
