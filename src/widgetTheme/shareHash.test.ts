import {deflateRawSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {decodeThemeHash, encodeThemeHash, maxHashLength} from './shareHash';
import {presets} from './presets';

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
/** A version-1 hash carrying any text, as a hostile link would. */
const hashOf = (text: string): string => `#theme=1.${b64url(deflateRawSync(Buffer.from(text)))}`;

describe('theme hash', () => {
  it.each(presets.map((p) => ({name: p.id, theme: p.theme})))(
    'round-trips the $name preset in a compact hash',
    async ({theme}) => {
      const hash = await encodeThemeHash(theme);
      expect(hash).toMatch(/^theme=1\.[A-Za-z0-9_-]+$/);
      // Deflated: well under the JSON's own length.
      expect(hash.length).toBeLessThan(JSON.stringify(theme).length);
      expect(await decodeThemeHash(`#${hash}`)).toEqual({status: 'ok', theme});
    },
  );

  it('round-trips an empty theme and component overrides', async () => {
    for (const theme of [{}, {component: {task: {selected: {border: '#4cc38a'}}}}]) {
      expect(await decodeThemeHash(await encodeThemeHash(theme))).toEqual({status: 'ok', theme});
    }
  });

  it.each([
    {name: 'no hash', input: ''},
    {name: 'a heading anchor', input: '#pick-a-preset'},
    {name: 'a lone #', input: '#'},
  ])('ignores $name', async ({input}) => {
    expect(await decodeThemeHash(input)).toEqual({status: 'none'});
  });

  it.each([
    {name: 'a future version', input: '#theme=2.abc', reason: 'version'},
    {name: 'no version', input: '#theme=abc', reason: 'version'},
    {
      name: 'characters outside base64url',
      input: '#theme=1.<script>alert(1)</script>',
      reason: 'encoding',
    },
    {
      name: 'base64 that is not deflate',
      input: `#theme=1.${b64url(Buffer.from('hello'))}`,
      reason: 'encoding',
    },
    {name: 'empty data', input: '#theme=1.', reason: 'encoding'},
    {name: 'an impossible base64 length', input: '#theme=1.a', reason: 'encoding'},
    {name: 'a very long hash', input: `#theme=1.${'A'.repeat(maxHashLength)}`, reason: 'encoding'},
    {
      name: 'a zip bomb (megabytes of spaces)',
      input: hashOf(`{"palette":{}${' '.repeat(5_000_000)}}`),
      reason: 'encoding',
    },
    {
      name: 'bytes that are not UTF-8',
      input: `#theme=1.${b64url(deflateRawSync(Buffer.from([0xff, 0xfe])))}`,
      reason: 'encoding',
    },
    {name: 'text that is not JSON', input: hashOf('{palette: 1}'), reason: 'json'},
    {name: 'deeply nested JSON', input: hashOf('['.repeat(20_000)), reason: 'json'},
    {
      name: 'JSON that is not a theme',
      input: hashOf('{"palette": {"primary": {"main": "url(x)"}}}'),
      reason: 'theme',
    },
    {
      name: 'a prototype-polluting key',
      input: hashOf('{"__proto__": {"isAdmin": true}}'),
      reason: 'theme',
    },
    {name: 'a number', input: hashOf('42'), reason: 'theme'},
  ])('refuses $name, with a reason', async ({input, reason}) => {
    expect(await decodeThemeHash(input)).toEqual({status: 'invalid', reason});
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
