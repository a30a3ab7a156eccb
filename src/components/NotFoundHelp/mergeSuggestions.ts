import {maxSuggestions, pageOf, type Suggestion} from './suggestion';

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
    const page = pageOf(suggestion);
    if (!merged.has(page)) merged.set(page, suggestion);
  }
  return [...merged.values()];
}
