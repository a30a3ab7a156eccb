import {describe, expect, it} from 'vitest';
import {searchPath} from './suggestion';

describe('searchPath', () => {
  it.each([
    {name: 'one word', input: ['configuraton'], expected: '/search?q=configuraton'},
    {
      name: 'several words',
      input: ['verify', 'the', 'token'],
      expected: '/search?q=verify+the+token',
    },
    {name: 'accents, escaped', input: ['démarrage'], expected: '/search?q=d%C3%A9marrage'},
    {name: 'no words', input: [], expected: '/search'},
    {name: 'before the page runs', input: undefined, expected: '/search'},
  ])('$name', ({input, expected}) => {
    expect(searchPath(input)).toBe(expected);
    if (input?.length)
      expect(new URL(expected, 'http://x').searchParams.get('q')).toBe(input.join(' '));
  });
});
