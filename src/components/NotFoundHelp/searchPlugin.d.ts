// Types for the one module of the search plugin the not-found page loads, which ships none
// (search-local 0.55, dist/client/client/theme/searchByWorker.js; listed in
// tests/upstream/assumptions.test.ts).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  import type {SearchHit} from '@site/src/components/NotFoundHelp/searchHits';

  /** The search the plugin's results page runs, in the plugin's worker, over the locale's index. */
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchHit[]>;
}
