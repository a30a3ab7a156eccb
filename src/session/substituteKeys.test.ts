import {describe, expect, it} from 'vitest';
import {substituteKeys} from './substituteKeys';

const sitekey = '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13';
const secretkey = '0x' + 'c0ffee'.repeat(6) + 'abcd';

describe('substituteKeys', () => {
  it.each([
    {
      name: 'no placeholders',
      input: 'const a = 1;',
      keys: {sitekey, secretkey},
      expected: 'const a = 1;',
    },
    {
      name: 'site key in an attribute',
      input: '<div class="bramble" data-sitekey="YOUR_SITE_KEY"></div>',
      keys: {sitekey, secretkey},
      expected: `<div class="bramble" data-sitekey="${sitekey}"></div>`,
    },
    {
      name: 'both keys, several times',
      input: 'YOUR_SITE_KEY YOUR_SECRET_KEY YOUR_SITE_KEY YOUR_SECRET_KEY',
      keys: {sitekey, secretkey},
      expected: `${sitekey} ${secretkey} ${sitekey} ${secretkey}`,
    },
    {
      name: 'null site key keeps its placeholder',
      input: 'sitekey=YOUR_SITE_KEY&secret=YOUR_SECRET_KEY',
      keys: {sitekey: null, secretkey},
      expected: `sitekey=YOUR_SITE_KEY&secret=${secretkey}`,
    },
    {
      name: 'anonymous keeps both placeholders',
      input: 'YOUR_SITE_KEY YOUR_SECRET_KEY',
      keys: {sitekey: null, secretkey: null},
      expected: 'YOUR_SITE_KEY YOUR_SECRET_KEY',
    },
    {
      name: 'keys with regex-special characters are inserted literally',
      input: 'key: YOUR_SITE_KEY',
      keys: {sitekey: '$&$1', secretkey: null},
      expected: 'key: $&$1',
    },
    {
      name: 'multi-line code',
      input: 'curl -d "secret=YOUR_SECRET_KEY" \\\n  -d "sitekey=YOUR_SITE_KEY"',
      keys: {sitekey, secretkey},
      expected: `curl -d "secret=${secretkey}" \\\n  -d "sitekey=${sitekey}"`,
    },
    {name: 'empty text', input: '', keys: {sitekey, secretkey}, expected: ''},
  ])('$name', ({input, keys, expected}) => {
    expect(substituteKeys(input, keys)).toBe(expected);
  });
});
