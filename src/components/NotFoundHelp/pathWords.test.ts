import {describe, expect, it} from 'vitest';
import {foldWord, maxWordLength, maxWords, pathSegments, pathWords} from './pathWords';

describe('pathSegments', () => {
  it.each([
    {name: 'a mistyped page', input: ['/configuraton', '/'], expected: [['configuraton']]},
    {
      name: 'a French page below its locale',
      input: ['/fr/api/verify-token', '/fr/'],
      expected: [['api'], ['verify', 'token']],
    },
    {
      name: 'every separator',
      input: ['/custom_themes/dark-mode.v2', '/'],
      expected: [
        ['custom', 'themes'],
        ['dark', 'mode', 'v2'],
      ],
    },
    {name: 'index.html dropped', input: ['/fr/faq/index.html', '/fr/'], expected: [['faq']]},
    {name: 'a file suffix dropped', input: ['/api.html', '/'], expected: [['api']]},
    {name: 'a Markdown twin suffix dropped', input: ['/apii.md', '/'], expected: [['apii']]},
    {name: 'a trailing slash', input: ['/pro/', '/'], expected: [['pro']]},
    {
      name: 'escapes decoded, accents kept',
      input: ['/fr/d%C3%A9marrage%20rapide', '/fr/'],
      expected: [['démarrage', 'rapide']],
    },
    {
      name: 'a malformed escape',
      input: ['/api%E0%A4%A', '/'],
      expected: [['api', 'e0', 'a4', 'a']],
    },
    {
      name: 'markup reduced to its words',
      input: ['/%3Cimg%20src=x%20onerror=alert(1)%3E', '/'],
      expected: [['img', 'src', 'x', 'onerror', 'alert', '1']],
    },
    {name: 'upper case folded', input: ['/Configuration', '/'], expected: [['configuration']]},
    {name: 'the locale root', input: ['/fr/', '/fr/'], expected: []},
    {name: 'nothing but punctuation', input: ['/--/_./', '/'], expected: []},
  ])('$name: $input.0', ({input: [pathname, baseUrl], expected}) => {
    expect(pathSegments(pathname!, baseUrl!)).toEqual(expected);
  });

  it(`keeps at most ${maxWords} segments of ${maxWords} words`, () => {
    const segment = Array.from({length: 20}, (_, i) => `w${i}`).join('-');
    const segments = pathSegments(`/${Array(20).fill(segment).join('/')}`, '/');
    expect(segments).toHaveLength(maxWords);
    for (const words of segments) expect(words).toHaveLength(maxWords);
  });

  it('drops a word longer than any real one', () => {
    const long = 'x'.repeat(maxWordLength + 1);
    expect(pathSegments(`/verify-${long}/token`, '/')).toEqual([['verify'], ['token']]);
  });
});

describe('pathWords', () => {
  it('lists each word once, in order', () => {
    expect(pathWords('/api/verify/api-token/verify', '/')).toEqual(['api', 'verify', 'token']);
  });

  it(`keeps at most ${maxWords} words of a 2,000-character address`, () => {
    const words = pathWords(`/${Array.from({length: 400}, (_, i) => `w${i}`).join('-')}`, '/');
    expect(words).toHaveLength(maxWords);
    expect(words[0]).toBe('w0');
  });

  it('has no word for a run of one letter 2,000 long', () => {
    expect(pathWords(`/${'a'.repeat(2000)}`, '/')).toEqual([]);
  });
});

describe('foldWord', () => {
  it.each([
    ['Démarrage', 'demarrage'],
    ['CONFIGURATION', 'configuration'],
    ['façon', 'facon'],
  ])('%s → %s', (input, expected) => {
    expect(foldWord(input)).toBe(expected);
  });
});
