import lunr from 'lunr';
import {smartQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import {queryVariants} from './queryVariants';

/** A document of the plugin's index: a page title (no `p`), or a heading, description, keywords or section of page `p`. */
export type SearchDocument = {i: number; t: string; u: string; h?: string; p?: number; s?: string};
/** One of the plugin's five indexes, in its order: titles, headings, descriptions, keywords, sections. */
export type WrappedIndex = {type: number; documents: SearchDocument[]; index: lunr.Index};
export type SearchResult = {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  metadata: object;
  tokens: string[];
  score: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
};

/** How much a match in each index says that a page is about the query. */
const typeWeights = [12, 4, 3, 6, 1.5] as const;
const titleType = 0;
const keywordsType = 3;
/** A title or keywords holding one word of the query, shared among its words. */
const titleWordWeight = 0.6;
/** Past this many words a query is read only as typed: each reading costs a pass over the index. */
const maxWordsForVariants = 6;
/** Below this many pages found, typos are tried too. */
const fewPages = 5;
/**
 * The longest word tried with a typo: lunr's typo pass costs the square of a word's length (a
 * word of 2,500 letters took 35 s), and a longer word is pasted rather than mistyped.
 */
export const maxTypoWordLength = 20;
/** Past this many words no typo is tried: each word's typo multiplies lunr's work (23 words: 0.5 s). */
export const maxWordsForTypos = 6;

type SmartTerm = {value: string; presence: number; wildcard: number; editDistance?: number};
type SmartQuery = {tokens: string[]; term: SmartTerm[]};

/** How much a match on a loosened query counts: fewer words, a typo allowed, a word unfinished. */
function looseness(query: SmartQuery, words: number): number {
  const coverage = Math.min(1, query.tokens.length / words);
  const fuzzy = query.term.some((t) => t.editDistance) ? 0.5 : 1;
  const both = lunr.Query.wildcard.LEADING | lunr.Query.wildcard.TRAILING;
  const wildcard = query.term.some((t) => t.wildcard === both)
    ? 0.4
    : query.term.some((t) => t.wildcard)
      ? 0.85
      : 1;
  return coverage * coverage * fuzzy * wildcard;
}

const documentsById = new WeakMap<WrappedIndex, Map<string, SearchDocument>>();
function documentOf(index: WrappedIndex, ref: string): SearchDocument | undefined {
  let byId = documentsById.get(index);
  if (!byId) {
    byId = new Map(index.documents.map((d) => [String(d.i), d]));
    documentsById.set(index, byId);
  }
  return byId.get(ref);
}

type Evidence = {result: SearchResult; weight: number};

/** How much a page about a paid feature counts when the query does not name it. */
export const paidPageWeight = 0.5;
/** The locale's prefix of a page's URL: paid pages are named without it. */
const localePrefix = /^\/[a-z]{2}(?=\/)/;

/** A query with its long words read exactly; none if then it tries no typo at all. */
function withoutLongTypos(query: SmartQuery): SmartQuery[] {
  if (!query.term.some((t) => t.editDistance)) return [query];
  const term: SmartTerm[] = query.term.map(({editDistance, ...rest}) =>
    editDistance && rest.value.length <= maxTypoWordLength ? {...rest, editDistance} : rest,
  );
  return term.some((t) => t.editDistance) ? [{...query, term}] : [];
}

/**
 * Results ranked by page: every reading of the query, loosened as the plugin loosens it, is run
 * on all five indexes, and a page scores the sum over indexes of its best matches. The plugin's
 * own order put a page that mentions a topic in a heading above the page about it.
 */
export function rankResults(
  indexes: readonly WrappedIndex[],
  tokens: readonly string[],
  limit: number,
  synonyms: ReadonlyMap<string, readonly string[]>,
  paidPages: ReadonlySet<string> = new Set(),
): SearchResult[] {
  if (tokens.length === 0) return [];
  const titles = indexes.find((index) => index.type === titleType);
  const evidence = new Map<number, Map<number, Evidence>>();
  const run = (query: SmartQuery, weight: number, types?: readonly number[]) => {
    for (const wrapped of indexes) {
      if (types && !types.includes(wrapped.type)) continue;
      const matches = wrapped.index.query((q) => {
        for (const term of query.term)
          q.term(term.value, {
            wildcard: term.wildcard,
            presence: term.presence,
            ...(term.editDistance ? {editDistance: term.editDistance} : {}),
          });
      });
      const best = matches[0]?.score ?? 0;
      for (const match of matches) {
        const document = documentOf(wrapped, match.ref);
        if (!document) continue;
        const pageId = wrapped.type === titleType ? document.i : document.p!;
        const strength =
          typeWeights[wrapped.type as 0]! * weight * (0.5 + (0.5 * match.score) / best);
        const page = evidence.get(pageId) ?? new Map<number, Evidence>();
        evidence.set(pageId, page);
        const key = wrapped.type * 1e9 + document.i;
        if ((page.get(key)?.weight ?? 0) >= strength) continue;
        page.set(key, {
          weight: strength,
          result: {
            document,
            type: wrapped.type,
            page:
              wrapped.type === titleType
                ? undefined
                : titles && documentOf(titles, String(document.p)),
            metadata: match.matchData.metadata,
            tokens: query.tokens,
            score: match.score,
          },
        });
      }
    }
  };
  // Typos are tried last, only when the rest found few pages: a fuzzy query costs the most.
  const [typed, ...others] = queryVariants(
    tokens,
    tokens.length > maxWordsForVariants ? new Map() : synonyms,
  );
  const typedQueries = (smartQueries(typed!.tokens, []) as SmartQuery[]).flatMap(withoutLongTypos);
  const words = Math.max(...typedQueries.map((q) => q.tokens.length));
  const fuzzy = (q: SmartQuery) => q.term.some((t) => t.editDistance);
  // A word of one or two letters being typed stands for thousands of words: wait for the next.
  const tooShortToComplete = (q: SmartQuery) =>
    q.term.some((t) => t.wildcard && t.value.length < 3);
  for (const query of typedQueries.filter((q) => !fuzzy(q) && !tooShortToComplete(q)))
    run(query, looseness(query, words));
  // A title that holds one of the words says more than a mention of them all in a paragraph.
  const wholeQuery = typedQueries.find((q) => q.tokens.length === words && !fuzzy(q))!;
  if (words > 1)
    for (const term of wholeQuery.term.filter((t) => !t.wildcard || t.value.length >= 3))
      run({tokens: [term.value], term: [term]}, titleWordWeight / words, [titleType, keywordsType]);
  if (tokens.length <= maxWordsForVariants)
    for (const variant of others) {
      const exact = (smartQueries(variant.tokens, []) as SmartQuery[]).filter(
        (q) => !fuzzy(q) && q.term.every((t) => !t.wildcard),
      );
      const longest = Math.max(...exact.map((q) => q.tokens.length));
      for (const query of exact.filter((q) => q.tokens.length === longest))
        run(query, variant.weight);
    }
  if (evidence.size < fewPages && tokens.length <= maxWordsForTypos)
    for (const query of typedQueries.filter((q) => fuzzy(q) && !tooShortToComplete(q)))
      run(query, looseness(query, words));
  const pages = [...evidence.values()].map((found) => {
    // Per index, the best match and, halved each time, the next ones.
    const byType = new Map<number, number[]>();
    for (const {result, weight} of found.values())
      byType.set(result.type, [...(byType.get(result.type) ?? []), weight]);
    const score = [...byType.values()].reduce(
      (sum, weights) =>
        sum +
        weights
          .sort((a, b) => b - a)
          .slice(0, 3)
          .reduce((typeSum, w, i) => typeSum + w / 2 ** i, 0),
      0,
    );
    // A page about a paid feature answers a reader who named it (its title holds the whole
    // query): "dark theme" wants the built-in themes every plan has, "custom theme" the Pro ones.
    const anyResult = found.values().next().value!.result;
    const url = (anyResult.page || anyResult.document).u.replace(localePrefix, '');
    const named = [...found.values()].some(
      ({result}) => result.type === titleType && result.tokens.length >= words,
    );
    const paid = paidPages.has(url) && !named ? paidPageWeight : 1;
    const results = [...found.values()]
      .sort(
        (a, b) =>
          (b.result.type === titleType ? 1 : 0) - (a.result.type === titleType ? 1 : 0) ||
          b.weight - a.weight,
      )
      .map((e) => e.result);
    return {score: score * paid, results};
  });
  pages.sort((a, b) => b.score - a.score);
  // The search bar shows a handful of results: a page's best two sections leave room for others.
  const perPage = limit <= 10 ? 3 : 12;
  const results = pages.flatMap((p) => p.results.slice(0, perPage)).slice(0, limit);
  processTreeStatusOfSearchResults(results);
  return results;
}
