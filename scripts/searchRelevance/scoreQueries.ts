/** One realistic search and the pages a reader would accept as its answer. */
export type ScoredQuery = {query: string; accept: readonly string[]};

/** How often the accepted page comes first, and among the first three, over a query set. */
export type RelevanceScore = {
  queries: number;
  /** Share of queries whose first result is an accepted page, 0 to 1. */
  hitAt1: number;
  /** Share of queries with an accepted page among the first three results, 0 to 1. */
  hitAt3: number;
  /** The queries whose accepted page is not first, with the pages that came first. */
  misses: {query: string; accept: readonly string[]; got: string[]; rank: number | null}[];
};

/** Scores each query's ranked page URLs (`ranked[i]` for `queries[i]`). */
export function scoreQueries(
  queries: readonly ScoredQuery[],
  ranked: readonly string[][],
): RelevanceScore {
  if (queries.length === 0) throw new Error('an empty query set scores nothing');
  if (ranked.length !== queries.length) throw new Error('one ranking per query');
  let first = 0;
  let topThree = 0;
  const misses: RelevanceScore['misses'] = [];
  queries.forEach(({query, accept}, i) => {
    const pages = ranked[i]!;
    const at = pages.findIndex((page) => accept.includes(page));
    if (at === 0) first += 1;
    if (at >= 0 && at < 3) topThree += 1;
    if (at !== 0)
      misses.push({query, accept, got: pages.slice(0, 3), rank: at < 0 ? null : at + 1});
  });
  return {
    queries: queries.length,
    hitAt1: first / queries.length,
    hitAt3: topThree / queries.length,
    misses,
  };
}
