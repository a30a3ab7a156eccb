import {describe, expect, it} from 'vitest';
import {suggestionsFromHits, type SearchHit} from './searchHits';

const apiPage = {t: 'Verification API'};
const pages = [
  {path: '/api', title: 'Verification API', description: 'Verify tokens on your server.'},
  {path: '/faq', title: 'FAQ'},
];

describe('suggestionsFromHits', () => {
  it.each<{name: string; hit: SearchHit; expected: object}>([
    {
      name: 'a page title: the page, with its description',
      hit: {type: 0, document: {t: 'Verification API', u: '/api'}},
      expected: {href: '/api', title: 'Verification API', excerpt: 'Verify tokens on your server.'},
    },
    {
      name: 'a heading: its section, titled by its page',
      hit: {type: 1, document: {t: 'Verify the token', u: '/api', h: '#verify'}, page: apiPage},
      expected: {
        href: '/api#verify',
        title: 'Verification API',
        section: 'Verify the token',
        excerpt: 'Verify tokens on your server.',
      },
    },
    {
      name: 'a paragraph of a section',
      hit: {
        type: 4,
        document: {t: 'Send the token…', s: 'Verify the token', u: '/api', h: '#verify'},
        page: apiPage,
      },
      expected: {
        href: '/api#verify',
        title: 'Verification API',
        section: 'Verify the token',
        excerpt: 'Verify tokens on your server.',
      },
    },
    {
      name: 'a paragraph at the top of a page without a description: the text',
      hit: {type: 4, document: {t: 'Questions.', s: 'FAQ', u: '/faq', h: ''}, page: {t: 'FAQ'}},
      expected: {href: '/faq', title: 'FAQ', excerpt: 'Questions.'},
    },
    {
      name: 'a page the docs do not list, without its page document',
      hit: {type: 2, document: {t: 'About this.', s: 'Other', u: '/other'}, page: false},
      expected: {href: '/other', title: 'Other', excerpt: 'About this.'},
    },
  ])('$name', ({hit, expected}) => {
    expect(suggestionsFromHits([hit], pages)).toEqual([expected]);
  });

  it('shortens a long line', () => {
    const text = 'word '.repeat(100);
    const [suggestion] = suggestionsFromHits(
      [{type: 4, document: {t: text, s: 'Other', u: '/other', h: '#a'}, page: {t: 'Other'}}],
      [],
    );
    expect(suggestion?.excerpt).toHaveLength(160);
    expect(suggestion?.excerpt?.endsWith('…')).toBe(true);
  });

  it('keeps the search’s order', () => {
    const hits: SearchHit[] = [
      {type: 0, document: {t: 'FAQ', u: '/faq'}},
      {type: 0, document: {t: 'Verification API', u: '/api'}},
    ];
    expect(suggestionsFromHits(hits, pages).map((s) => s.href)).toEqual(['/faq', '/api']);
  });
});
