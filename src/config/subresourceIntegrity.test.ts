import {createHash} from 'node:crypto';
import {isIntegrityMetadata} from './subresourceIntegrity';

const digest = (algorithm: string): string =>
  `${algorithm}-${createHash(algorithm).update('console.log(1)').digest('base64')}`;

describe('isIntegrityMetadata', () => {
  it.each([
    {name: 'a SHA-384 hash', input: digest('sha384'), expected: true},
    {name: 'a SHA-256 hash', input: digest('sha256'), expected: true},
    {name: 'a SHA-512 hash', input: digest('sha512'), expected: true},
    {name: 'two hashes', input: `${digest('sha384')} ${digest('sha512')}`, expected: true},
    {name: 'nothing', input: '', expected: false},
    {name: 'a digest without its algorithm', input: digest('sha384').slice(7), expected: false},
    {name: 'an algorithm browsers refuse', input: digest('sha1'), expected: false},
    {name: 'a cut digest', input: digest('sha384').slice(0, -4), expected: false},
    {
      name: 'a SHA-256 digest called SHA-384',
      input: digest('sha256').replace('sha256', 'sha384'),
      expected: false,
    },
    {name: 'hex instead of base64', input: `sha256-${'ab'.repeat(32)}`, expected: false},
    {name: 'a quoted CSP source', input: `'${digest('sha384')}'`, expected: false},
  ])('$name: $expected', ({input, expected}) => {
    expect(isIntegrityMetadata(input)).toBe(expected);
  });
});
