import {describe, expect, it} from 'vitest';
import {integrations, movedIntegrationAnchors} from '../../data/integrations';
import {movedAnchorUrl} from './movedAnchor';

describe('movedAnchorUrl', () => {
  it.each([
    {
      name: 'a recipe, to its page',
      hash: '#react',
      search: '',
      base: '/',
      expected: '/integrations/react',
    },
    {
      name: 'a recipe whose old id was longer',
      hash: '#nodejs-with-express',
      search: '',
      base: '/',
      expected: '/integrations/express',
    },
    {
      name: 'in French',
      hash: '#python-with-flask',
      search: '',
      base: '/fr/',
      expected: '/fr/integrations/flask',
    },
    {
      name: 'a section, to its anchor on the new page',
      hash: '#php',
      search: '',
      base: '/',
      expected: '/integrations/html-php#php',
    },
    {
      name: 'the query kept before the anchor',
      hash: '#plain-html-form',
      search: '?ref=blog',
      base: '/fr/',
      expected: '/fr/integrations/html-php?ref=blog#plain-html-form',
    },
    {
      name: 'a base without its slash',
      hash: '#django',
      search: '',
      base: '/fr',
      expected: '/fr/integrations/django',
    },
    {
      name: 'an escaped anchor',
      hash: '#ruby%2Don%2Drails',
      search: '',
      base: '/',
      expected: '/integrations/rails',
    },
    {
      name: 'a section still on the overview',
      hash: '#server-side',
      search: '',
      base: '/',
      expected: undefined,
    },
    {name: 'no anchor', hash: '', search: '?x=1', base: '/', expected: undefined},
    {name: 'an unknown anchor', hash: '#reactive', search: '', base: '/', expected: undefined},
    {name: 'another case', hash: '#React', search: '', base: '/', expected: undefined},
    {name: 'a malformed escape', hash: '#%E0%A4%A', search: '', base: '/', expected: undefined},
  ])('$name', ({hash, search, base, expected}) => {
    expect(movedAnchorUrl({hash, search}, base)).toBe(expected);
  });

  it('sends every recipe of the data to its page, and leaves no old recipe anchor behind', () => {
    for (const {formerAnchor, page} of integrations) {
      expect(movedAnchorUrl({hash: `#${formerAnchor}`, search: ''}, '/')).toBe(page);
    }
    expect(new Set(movedIntegrationAnchors.keys())).toEqual(
      new Set([
        'react',
        'vue',
        'angular',
        'nextjs',
        'wordpress',
        'nodejs-with-express',
        'django',
        'python-with-flask',
        'laravel',
        'ruby-on-rails',
        'plain-html-form',
        'php',
      ]),
    );
  });
});
