import {foldWord, wordsOf} from './pathWords';

/** A docs page the not-found page can suggest. */
export interface DocPage {
  /** Its URL path in the current locale (`/fr/configuration`). */
  path: string;
  title: string;
  description?: string;
}

/**
 * How far a segment may be from a page's slug or title, as a share of the longer of the two:
 * one slip in three letters (`apii` → `api`, `configuraton` → `configuration`), no more, so a
 * word that merely shares letters with a page (`pro`, `api`) is left to the search.
 */
const maxDistanceShare = 1 / 3;

/** The Levenshtein distance of two strings: insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Words as compared: folded, joined by one space (`Custom_Themes` → `custom themes`). */
const comparable = (words: readonly string[]): string => words.map(foldWord).join(' ');

/** What a page is recognised by: the last segment of its path (none for a root) and its title. */
function namesOf(page: DocPage, baseUrl: string): string[] {
  const slug = page.path.startsWith(baseUrl) ? page.path.slice(baseUrl.length) : page.path;
  const lastSegment = slug.split('/').filter(Boolean).at(-1) ?? '';
  return [wordsOf(lastSegment), wordsOf(page.title)]
    .filter((words) => words.length > 0)
    .map(comparable);
}

/** The distance of the closest pair of a segment and a name, as a share of the longer one. */
function closeness(segments: readonly string[], names: readonly string[]): number {
  let best = Infinity;
  for (const segment of segments) {
    for (const name of names) {
      best = Math.min(best, editDistance(segment, name) / Math.max(segment.length, name.length));
    }
  }
  return best;
}

/**
 * The pages whose slug or title is close to a segment of the missing path (each segment given
 * as its words, see `pathSegments`), closest first; pages equally close keep their order.
 * Pages further than `maxDistanceShare` from every segment are left out.
 */
export function rankPagesBySimilarity(
  segments: readonly (readonly string[])[],
  pages: readonly DocPage[],
  baseUrl: string,
): DocPage[] {
  const compared = segments.map(comparable);
  return pages
    .map((page, order) => ({page, order, distance: closeness(compared, namesOf(page, baseUrl))}))
    .filter(({distance}) => distance <= maxDistanceShare)
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .map(({page}) => page);
}
