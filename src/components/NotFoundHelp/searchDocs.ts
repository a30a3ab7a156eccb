import type {SearchHit} from './searchHits';

/** As many results as the plugin's results page asks for, so the order is the same as there. */
const resultsPageLimit = 100;

/**
 * The search plugin's own search: its worker and the locale's `search-index*.json`, the same
 * call as its results page (`/search`), so the suggestions match what that page lists. The
 * plugin documents no client API, so this loads its module (an internal, listed in
 * tests/upstream/assumptions.test.ts) in a chunk of its own, only on a not-found page; the
 * worker is the one the search box uses, so the index is fetched once.
 */
export async function searchDocs(baseUrl: string, query: string): Promise<SearchHit[]> {
  const {searchByWorker} =
    await import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker');
  return searchByWorker(baseUrl, '', query, resultsPageLimit);
}
