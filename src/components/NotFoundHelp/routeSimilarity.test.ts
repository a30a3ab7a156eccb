import {describe, expect, it} from 'vitest';
import {pathSegments} from './pathWords';
import {editDistance, rankPagesBySimilarity, type DocPage} from './routeSimilarity';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['api', '', 3],
    ['', 'api', 3],
    ['api', 'api', 0],
    ['apii', 'api', 1],
    ['configuraton', 'configuration', 1],
    ['kitten', 'sitting', 3],
    ['pro', 'api', 3],
  ])('%s → %s: %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});

const page = (path: string, title: string): DocPage => ({path, title});

/** The site's pages in English, as the docs plugin lists them (by id). */
const english = [
  page('/api', 'Verification API'),
  page('/configuration', 'Widget configuration'),
  page('/custom_themes', 'Custom themes'),
  page('/custom-themes-live', 'Live theme editor'),
  page('/faq', 'FAQ'),
  page('/', 'Developer guide'),
  page('/invisible', 'Invisible mode'),
  page('/languages', 'Language support'),
  page('/pro', 'Bramble Pro'),
];

const french = english.map((p) => ({...p, path: `/fr${p.path}`}));
french[5] = page('/fr/', 'Guide du développeur');

const suggested = (pathname: string, pages: DocPage[], baseUrl = '/') =>
  rankPagesBySimilarity(pathSegments(pathname, baseUrl), pages, baseUrl).map((p) => p.path);

describe('rankPagesBySimilarity', () => {
  it.each([
    {name: 'a letter missing', input: '/configuraton', expected: ['/configuration']},
    {name: 'a letter too many', input: '/apii', expected: ['/api']},
    {
      name: 'a slip in a two-word slug, then a longer one',
      input: '/custom-theme',
      expected: ['/custom_themes', '/custom-themes-live'],
    },
    {name: 'the title, not the slug', input: '/langage-support', expected: ['/languages']},
    {name: 'the exact slug', input: '/faq', expected: ['/faq']},
    {name: 'an upper-case slug', input: '/FAQ', expected: ['/faq']},
    {name: 'a section of the path', input: '/api/verify-token', expected: ['/api']},
    {name: 'the home page by its title', input: '/developer-guid', expected: ['/']},
    {name: 'nonsense', input: '/zzqxjv-blorp', expected: []},
    {name: 'a word that only shares letters', input: '/apple', expected: []},
    {name: 'no words at all', input: '/', expected: []},
  ])('$name: $input → $expected', ({input, expected}) => {
    expect(suggested(input, english)).toEqual(expected);
  });

  it('puts the closest first', () => {
    const pages = [page('/invisible', 'Invisible mode'), page('/visible', 'Visible mode')];
    expect(suggested('/visibl', pages)).toEqual(['/visible', '/invisible']);
  });

  it('keeps the order of pages equally close', () => {
    const pages = [page('/b', 'Same'), page('/a', 'Same')];
    expect(suggested('/same', pages)).toEqual(['/b', '/a']);
  });

  it('compares French pages below their locale, accents folded', () => {
    expect(suggested('/fr/configuraton', french, '/fr/')).toEqual(['/fr/configuration']);
    expect(suggested('/fr/guide-du-developpeur', french, '/fr/')).toEqual(['/fr/']);
  });
});
