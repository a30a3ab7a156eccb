/**
 * The words of a missing page's address, which the not-found page searches for and compares
 * with the docs' routes. The address is untrusted (anyone can link anywhere): it is decoded
 * leniently and reduced to letters and digits, so what reaches the page and the search is
 * plain words, few and short, whatever the address held.
 */

/** At most this many words are searched for: a longer address is not a mistyped page. */
export const maxWords = 8;
/** A longer run of letters is not a word anyone meant (a pasted token, a hostile address). */
export const maxWordLength = 32;

/** What an address's last segment ends with that names a file, not a page. */
const fileSuffix = /\.(html?|mdx?)$/i;

/** Decodes one segment of a path; a malformed escape leaves the segment as it came. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Lower case, without accents: `Démarrage` and `demarrage` compare equal. */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The letter and digit runs of a text, in lower case. */
export function wordsOf(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu), ([word]) => word);
}

/**
 * The segments of a path below the locale's base URL (`/fr/api/verify-token` with base
 * `/fr/` → `[['api'], ['verify', 'token']]`), each as its words: split on `/ - _ .` and
 * anything else that is not a letter or digit, decoded, in lower case. `index.html` and a
 * file suffix (`.html`, `.md`) are dropped; so are words over `maxWordLength`. At most
 * `maxWords` segments of at most `maxWords` words each: what is compared stays small.
 */
export function pathSegments(pathname: string, baseUrl: string): string[][] {
  const below = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  const segments = below.split('/').map(decodeSegment);
  if (/^index\.html?$/i.test(segments.at(-1) ?? '')) segments.pop();
  const last = segments.length - 1;
  if (last >= 0) segments[last] = segments[last]!.replace(fileSuffix, '');
  return segments
    .map((segment) =>
      wordsOf(segment)
        .filter((word) => word.length <= maxWordLength)
        .slice(0, maxWords),
    )
    .filter((words) => words.length > 0)
    .slice(0, maxWords);
}

/** The distinct words of a path, in order, at most `maxWords`: what the page searches for. */
export function pathWords(pathname: string, baseUrl: string): string[] {
  return [...new Set(pathSegments(pathname, baseUrl).flat())].slice(0, maxWords);
}
