import lunr from 'lunr';
import {maxQueryLength, maxWordLength, queryWords, searchSite} from './siteSearch';
import {maxTypoWordLength, type WrappedIndex} from './rankResults';

// The plugin's build-time constants, as this site's search options make them.
vi.mock(
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants',
  () => ({language: ['en'], removeDefaultStopWordFilter: [], fuzzyMatchingDistance: 1}),
);

describe('queryWords', () => {
  it(`cuts a word to ${maxWordLength} characters`, () => {
    expect(queryWords('a'.repeat(1_000_000))).toEqual(['a'.repeat(maxWordLength)]);
    expect(queryWords(`theme ${'b'.repeat(2_500)}`)).toEqual(['theme', 'b'.repeat(maxWordLength)]);
  });

  it(`reads the first ${maxQueryLength} characters of a query`, () => {
    const words = queryWords('ab '.repeat(1_000));
    expect(words.length).toBe(Math.ceil(maxQueryLength / 3));
    expect(queryWords(`${' '.repeat(maxQueryLength)}late`)).toEqual([]);
  });

  it.each([
    {input: '*', expected: []},
    {input: 'data-* attributes', expected: ['data', 'attributes']},
    {input: 'theme:dark', expected: ['theme', 'dark']},
    {input: '+secret -key', expected: ['secret', 'key']},
    {input: 'tokn~1 key^10 sitever*', expected: ['tokn', '1', 'key', '10', 'sitever']},
  ])('reads the lunr operators of $input as text, not operators', ({input, expected}) => {
    expect(queryWords(input)).toEqual(expected);
  });
});

describe('searchSite', () => {
  const documents = [{i: 1, t: 'Themes', u: '/themes'}];
  const clauses: lunr.Query.Clause[] = [];
  const index = lunr(function () {
    this.ref('i');
    this.field('t');
    for (const d of documents) this.add({...d, i: String(d.i)});
  });
  const indexes: WrappedIndex[] = [0, 1, 2, 3, 4].map((type) => ({
    type,
    documents: type === 0 ? documents : [],
    index: {
      query(build: lunr.Index.QueryBuilder) {
        const query = new lunr.Query(['t']);
        build.call(query, query);
        clauses.push(...query.clauses);
        return type === 0 ? index.query(build) : [];
      },
    } as lunr.Index,
  }));

  it('asks lunr for no wildcard but the completion of a word, however the query is written', () => {
    clauses.length = 0;
    expect(searchSite(indexes, '*', 8)).toEqual([]);
    searchSite(indexes, `${'*'.repeat(300)} them* ${'x'.repeat(2_000)}`, 8);
    expect(clauses.length).toBeGreaterThan(0);
    for (const clause of clauses) {
      // lunr writes the completion of a word being typed as a trailing `*` of its own.
      const typed =
        clause.wildcard & lunr.Query.wildcard.TRAILING ? clause.term.slice(0, -1) : clause.term;
      expect(clause.wildcard & lunr.Query.wildcard.LEADING).toBe(0);
      expect(typed).not.toContain('*');
      // A word, or two neighbouring words joined as an identifier (`idempotency_key`).
      expect(typed.length).toBeLessThanOrEqual(2 * maxWordLength + 1);
      if (clause.editDistance) expect(typed.length).toBeLessThanOrEqual(maxTypoWordLength);
    }
  });

  it('still finds what a plain query finds', () => {
    expect(searchSite(indexes, 'themes', 8).map((r) => r.document.u)).toEqual(['/themes']);
  });
});
