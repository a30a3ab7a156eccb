import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchDocs} from './searchDocs';
import type {SuggestionsUpdate} from './suggestPages';
import {useDocPages} from './useDocPages';
import {useMissingPathname} from './useMissingPathname';

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
  const pathname = useMissingPathname();
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
