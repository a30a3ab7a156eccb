import {describe, expect, it} from 'vitest';
import {isSecretKey, isSiteKey, secretKeyLength, siteKeyLength} from './keys';

const siteKey = '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13';
const secretKey = '0x' + 'ab'.repeat(20);

describe('isSiteKey', () => {
  it.each([
    {name: 'a UUID', input: siteKey, expected: true},
    {name: 'a UUID in capitals', input: siteKey.toUpperCase(), expected: true},
    {name: 'a test site key', input: '10000000-0000-4000-8000-000000000001', expected: true},
    {name: 'a secret key', input: secretKey, expected: false},
    {name: 'a UUID without hyphens', input: siteKey.replaceAll('-', ''), expected: false},
    {name: 'a UUID with braces', input: `{${siteKey}}`, expected: false},
    {name: 'a non-hex digit', input: siteKey.replace('8c', 'g8'), expected: false},
    {name: 'one character short', input: siteKey.slice(1), expected: false},
    {name: 'a trailing newline', input: `${siteKey}\n`, expected: false},
    {name: '128 word characters', input: 'a'.repeat(128), expected: false},
    {name: 'markup', input: '<b>x</b>', expected: false},
    {name: 'empty', input: '', expected: false},
    {name: 'a number', input: 12345, expected: false},
    {name: 'null', input: null, expected: false},
  ])('$name → $expected', ({input, expected}) => {
    expect(isSiteKey(input)).toBe(expected);
  });
});

describe('isSecretKey', () => {
  it.each([
    {name: '0x and 40 hex digits', input: secretKey, expected: true},
    {name: 'capital hex digits', input: '0x' + 'AB'.repeat(20), expected: true},
    {name: 'a test secret', input: '0x1000000000000000000000000000000000000001', expected: true},
    {name: 'a site key', input: siteKey, expected: false},
    {name: '39 digits', input: '0x' + 'a'.repeat(39), expected: false},
    {name: '41 digits', input: '0x' + 'a'.repeat(41), expected: false},
    {name: 'no 0x', input: 'ab'.repeat(21), expected: false},
    {name: 'a capital X', input: '0X' + 'ab'.repeat(20), expected: false},
    {name: 'a non-hex digit', input: '0x' + 'g'.repeat(40), expected: false},
    {name: 'a trailing newline', input: `${secretKey}\n`, expected: false},
    {name: 'empty', input: '', expected: false},
    {name: 'an object', input: {secret: secretKey}, expected: false},
  ])('$name → $expected', ({input, expected}) => {
    expect(isSecretKey(input)).toBe(expected);
  });
});

describe('the room reserved for a key', () => {
  it('is the one length each kind of key has', () => {
    expect(siteKeyLength).toBe(siteKey.length);
    expect(secretKeyLength).toBe(secretKey.length);
  });
});
