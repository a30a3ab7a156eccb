import lunr from 'lunr';
import {
  maxTypoWordLength,
  maxWordsForTypos,
  paidPageWeight,
  rankResults,
  type SearchDocument,
  type WrappedIndex,
} from './rankResults';
import {synonymMap} from './queryVariants';

// The plugin's build-time constants, as this site's search options make them.
vi.mock(
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants',
  () => ({language: ['en'], removeDefaultStopWordFilter: [], fuzzyMatchingDistance: 1}),
);

/** The plugin's five indexes (titles, headings, descriptions, keywords, sections) over `pages`. */
function indexesOf(
  pages: {url: string; title: string; headings?: string[]; description?: string; text?: string}[],
): WrappedIndex[] {
  const byType: SearchDocument[][] = [[], [], [], [], []];
  let id = 0;
  for (const page of pages) {
    const p = ++id;
    byType[0]!.push({i: p, t: page.title, u: page.url});
    if (page.description) byType[2]!.push({i: p, t: page.description, u: page.url, p});
    for (const heading of page.headings ?? [])
      byType[1]!.push({i: ++id, t: heading, u: page.url, h: `#${heading}`, p});
    if (page.text) byType[4]!.push({i: ++id, t: page.text, u: page.url, h: '', p});
  }
  return byType.map((documents, type) => ({
    type,
    documents,
    index: lunr(function () {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const d of documents) this.add({...d, i: String(d.i)});
    }),
  }));
}

const pages = indexesOf([
  {url: '/', title: 'Developer guide', headings: ['Test keys'], text: 'Start with the test keys.'},
  {
    url: '/testing',
    title: 'Testing',
    description: 'Pass and fail on purpose with the test keys.',
    headings: ['The test keys', 'End-to-end tests'],
    text: 'Six test keys: one always passes, one always fails.',
  },
  {
    url: '/i18n',
    title: 'Languages',
    text: 'The widget speaks every language: internationalisationsupport for all.',
  },
  {
    url: '/api',
    title: 'Verification API',
    description: 'Verify tokens on your server with siteverify.',
    headings: ['Retries'],
    text: 'Send idempotency_key with each retry.',
  },
]);
const noSynonyms = new Map<string, string[]>();
const urls = (tokens: string[], synonyms = noSynonyms) => [
  ...new Set(rankResults(pages, tokens, 100, synonyms).map((r) => r.document.u)),
];

test('ranks the page about a topic above a page that has it as a heading', () => {
  expect(urls(['test', 'keys'])).toEqual(['/testing', '/']);
});

test('counts a title holding one word of a longer query', () => {
  expect(urls(['always', 'fails', 'test', 'keys'])[0]).toBe('/testing');
});

test('finds an identifier from its words typed apart', () => {
  expect(urls(['idempotency', 'key'])).toEqual(['/api']);
});

test('reads a query with the synonyms of its words', () => {
  expect(urls(['validate', 'tokens'])).toEqual([]);
  expect(urls(['validate', 'tokens'], synonymMap([['verify', 'validate']]))).toEqual(['/api']);
});

test('forgives a typo, and waits for a third letter before completing a word', () => {
  expect(urls(['siteverfy'])).toEqual(['/api']);
  expect(urls(['te'])).toEqual([]);
  expect(urls(['tes'])).toContain('/testing');
});

test("lists a page's title first, then its sections under it, within the limit", () => {
  const results = rankResults(pages, ['test', 'keys'], 3, noSynonyms);
  expect(results).toHaveLength(3);
  expect(results.map((r) => [r.document.u, r.type])).toEqual([
    ['/testing', 0],
    ['/testing', 1],
    ['/testing', 2],
  ]);
  expect(results[0]!.page).toBeUndefined();
  expect(results.slice(1).map((r) => r.page)).toEqual([results[0]!.document, results[0]!.document]);
  expect(results[2]!.isLastOfTree).toBe(true);
  expect(rankResults(pages, [], 8, noSynonyms)).toEqual([]);
});

/** The lunr clauses each search ran: the indexes record what they were asked. */
function recording(indexes: readonly WrappedIndex[]) {
  const clauses: lunr.Query.Clause[] = [];
  const recorded = indexes.map((wrapped) => ({
    ...wrapped,
    index: {
      query(build: lunr.Index.QueryBuilder) {
        const query = new lunr.Query(['t']);
        build.call(query, query);
        clauses.push(...query.clauses);
        return wrapped.index.query(build);
      },
    } as lunr.Index,
  }));
  return {recorded, clauses};
}

test(`tries a typo on words of up to ${maxTypoWordLength} letters, never on a longer one`, () => {
  const short = recording(pages);
  expect(rankResults(short.recorded, ['siteverfy'], 100, noSynonyms).length).toBeGreaterThan(0);
  expect(short.clauses.some((c) => c.editDistance)).toBe(true);

  const misspelt = 'internationalisationsuport';
  expect(misspelt.length).toBeGreaterThan(maxTypoWordLength);
  const long = recording(pages);
  expect(rankResults(long.recorded, [misspelt], 100, noSynonyms)).toEqual([]);
  expect(long.clauses.length).toBeGreaterThan(0);
  expect(long.clauses.filter((c) => c.editDistance)).toEqual([]);
  // A long word beside a short one: the short one keeps its typo pass.
  const mixed = recording(pages);
  rankResults(mixed.recorded, [misspelt, 'siteverfy'], 100, noSynonyms);
  const fuzzy = mixed.clauses.filter((c) => c.editDistance).map((c) => c.term);
  expect(fuzzy).toContain('siteverfy');
  expect(fuzzy).not.toContain(misspelt);
});

test('ranks a page about a paid feature below others unless its title holds the whole query', () => {
  const themes = indexesOf([
    {
      url: '/custom_themes',
      title: 'Custom themes',
      headings: ['A dark brand theme'],
      text: 'A dark theme of your own.',
    },
    {
      url: '/configuration',
      title: 'Configuration',
      headings: ['Light and dark theme'],
      text: 'The dark theme, and the light one.',
    },
  ]);
  const rank = (tokens: string[], paid: ReadonlySet<string>) => [
    ...new Set(rankResults(themes, tokens, 100, noSynonyms, paid).map((r) => r.document.u)),
  ];
  expect(paidPageWeight).toBeLessThan(1);
  expect(rank(['dark', 'theme'], new Set())[0]).toBe('/custom_themes');
  expect(rank(['dark', 'theme'], new Set(['/custom_themes']))[0]).toBe('/configuration');
  expect(rank(['custom', 'themes'], new Set(['/custom_themes']))[0]).toBe('/custom_themes');
});

test(`tries no typo in a query of more than ${maxWordsForTypos} words`, () => {
  const words = ['siteverfy', ...Array.from({length: maxWordsForTypos}, (_, i) => `zq${i}x`)];
  const few = recording(pages);
  rankResults(few.recorded, words.slice(0, maxWordsForTypos), 100, noSynonyms);
  expect(few.clauses.some((c) => c.editDistance)).toBe(true);
  const many = recording(pages);
  rankResults(many.recorded, words, 100, noSynonyms);
  expect(many.clauses.length).toBeGreaterThan(0);
  expect(many.clauses.filter((c) => c.editDistance)).toEqual([]);
});
