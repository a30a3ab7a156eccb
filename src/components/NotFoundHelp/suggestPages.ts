import {pathSegments, pathWords} from './pathWords';
import {rankPagesBySimilarity, type DocPage} from './routeSimilarity';
import {suggestionsFromHits, type SearchHit} from './searchHits';
import {maxSuggestions, type Suggestion} from './suggestion';

/** What the not-found page shows for the missing address at one moment. */
export interface SuggestionsUpdate {
  /** The address's words, which the search link searches for. */
  words: string[];
  suggestions: Suggestion[];
  /** Whether search results may still add to them. */
  searching: boolean;
}

/**
 * The lists in order (pages close to the address, then search results), each page once (its
 * first suggestion: the one from the earlier list, or the better search hit), at most `limit`.
 * A list arriving later only adds rows below the ones shown: nothing already shown moves.
 */
export function mergeSuggestions(
  lists: readonly (readonly Suggestion[])[],
  limit = maxSuggestions,
): Suggestion[] {
  const merged = new Map<string, Suggestion>();
  for (const suggestion of lists.flat()) {
    if (merged.size >= limit) break;
    // The page a suggestion links to: its href without the query and the section.
    const page = suggestion.href.split(/[?#]/, 1)[0]!;
    if (!merged.has(page)) merged.set(page, suggestion);
  }
  return [...merged.values()];
}

const pageSuggestion = ({path, title, description}: DocPage): Suggestion => ({
  href: path,
  title,
  ...(description ? {excerpt: description} : {}),
});

/**
 * Works out the pages for a missing address and reports them twice: at once the docs pages
 * whose slug or title is close to it (no fetch), then with the search results for its words
 * below them, each page once. A search that fails leaves the close pages: the page still
 * offers its entry points. Loaded only on a not-found page, in a chunk of its own.
 */
export async function suggestPages(
  {pathname, baseUrl, pages}: {pathname: string; baseUrl: string; pages: readonly DocPage[]},
  search: (query: string) => Promise<readonly SearchHit[]>,
  onUpdate: (update: SuggestionsUpdate) => void,
): Promise<void> {
  const words = pathWords(pathname, baseUrl);
  const close = rankPagesBySimilarity(pathSegments(pathname, baseUrl), pages, baseUrl).map(
    pageSuggestion,
  );
  const query = words.join(' ');
  onUpdate({words, suggestions: mergeSuggestions([close]), searching: query !== ''});
  if (!query) return;
  const hits = await search(query).catch(() => []);
  onUpdate({
    words,
    suggestions: mergeSuggestions([close, suggestionsFromHits(hits, pages)]),
    searching: false,
  });
}
