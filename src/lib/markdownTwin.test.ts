import {describe, expect, it} from 'vitest';
import {markdownTwinPath} from './markdownTwin';

describe('markdownTwinPath', () => {
  it.each([
    {name: 'a page', input: '/api', expected: '/api.md'},
    {name: 'a translated page', input: '/fr/api', expected: '/fr/api.md'},
    {name: 'the home page', input: '/', expected: '/index.md'},
    {name: 'the translated home page', input: '/fr/', expected: '/fr/index.md'},
    {name: 'a nested page', input: '/guides/setup', expected: '/guides/setup.md'},
    {name: 'a trailing slash', input: '/guides/', expected: '/guides/index.md'},
    {name: 'a hash and a query', input: '/api?x=1#verify', expected: '/api.md'},
  ])('$name: $input → $expected', ({input, expected}) => {
    expect(markdownTwinPath(input)).toBe(expected);
  });
});
