import {useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {usePageUrl} from '@site/src/session/usePageUrl';
import type {DocPage} from './routeSimilarity';
import type {SearchHit} from './searchHits';
import type {SuggestionsUpdate} from './suggestPages';

/**
 * The docs version the not-found content is drawn in: theme-classic's DocRoot draws
 * `NotFound/Content` inside `DocsVersionProvider` for an address under the docs that matches
 * no page, which with docs at `/` is every missing address. Outside it (the theme's own
 * not-found route) there is none, and the page suggests from the search alone.
 */
function useDocsVersionIfAny(): PropVersionMetadata | undefined {
  try {
    return useDocsVersion();
  } catch {
    return undefined;
  }
}

/**
 * Every listed docs page of the current locale with its title and description: paths from
 * the docs plugin's global data, titles and descriptions from the version's metadata, both
 * already in the page (no fetch).
 */
function useDocPages(): DocPage[] {
  const version = useDocsVersionIfAny();
  const allDocsData = useAllDocsData();
  return useMemo(() => {
    if (!version) return [];
    const globalVersion = allDocsData[version.pluginId]?.versions.find(
      (v) => v.name === version.version,
    );
    return (globalVersion?.docs ?? [])
      .filter((doc) => !doc.unlisted)
      .flatMap((doc) => {
        const metadata = version.docs[doc.id];
        if (!metadata) return [];
        return [{path: doc.path, title: metadata.title, description: metadata.description}];
      });
  }, [version, allDocsData]);
}

/** As many results as the plugin's results page asks for, so the order is the same as there. */
const resultsPageLimit = 100;

/**
 * The search plugin's own search: its worker and the locale's `search-index*.json`, the same
 * call as its results page (`/search`), so the suggestions match what that page lists. The
 * plugin documents no client API, so this loads its module (an internal, listed in
 * tests/upstream/assumptions.test.ts) in a chunk of its own, only on a not-found page; the
 * worker is the one the search box uses, so the index is fetched once.
 */
async function searchDocs(baseUrl: string, query: string): Promise<SearchHit[]> {
  const {searchByWorker} =
    await import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker');
  return searchByWorker(baseUrl, '', query, resultsPageLimit);
}

/** What the not-found page shows: nothing yet (the server render, loading) or an update. */
export type Suggestions =
  SuggestionsUpdate | {words: undefined; suggestions: undefined; searching: true};

const notYet: Suggestions = {words: undefined, suggestions: undefined, searching: true};

/**
 * The pages for the missing address, once the page runs. The work (the address's words, the
 * ranking of the docs pages, the search) is loaded in its own chunk, only here: the not-found
 * content is part of every docs page's code, since any address under the docs may miss.
 */
export function useSuggestions(): Suggestions {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  // The address asked for, as the browser has it, once the page runs: one `404.html` answers
  // every missing address. From the same hook as the Login link's `backurl` (empty while
  // hydrating, the route's URL on the server, where no effect reads this).
  const pageUrl = usePageUrl();
  const pathname = pageUrl === '' ? undefined : new URL(pageUrl).pathname;
  const pages = useDocPages();
  const [shown, setShown] = useState<{pathname: string; update: SuggestionsUpdate}>();
  useEffect(() => {
    if (pathname === undefined) return undefined;
    let current = true;
    const show = (update: SuggestionsUpdate) => {
      if (current) setShown({pathname, update});
    };
    import('./suggestPages').then(
      ({suggestPages}) =>
        suggestPages({pathname, baseUrl, pages}, (query) => searchDocs(baseUrl, query), show),
      // The chunk could not be loaded (offline, a new deployment): nothing to offer.
      () => show({words: [], suggestions: [], searching: false}),
    );
    return () => {
      current = false;
    };
  }, [pathname, baseUrl, pages]);
  return shown && shown.pathname === pathname ? shown.update : notYet;
}
