/** As many suggestions as the not-found page's list has rows, reserved before any arrive. */
export const maxSuggestions = 5;

/** One page the not-found page offers, whichever way it was found. */
export interface Suggestion {
  /** Where the link goes: a page, or a section of it (`/api#verify-the-token`). */
  href: string;
  title: string;
  /** The section of the page the link goes to, when it is not the page's top. */
  section?: string;
  /** A line of the page (its description, or the text that matched), shown under the title. */
  excerpt?: string;
}

/**
 * The search plugin's results page for some words, as it reads them (`q`, spaces as `+`);
 * the page itself for none. Locale-relative: Link puts `/fr` before it on French pages.
 */
export function searchPath(words: readonly string[] | undefined): string {
  return words?.length
    ? `/search?${new URLSearchParams({q: words.join(' ')}).toString()}`
    : '/search';
}
