/**
 * The search plugin's results page for some words, as it reads them (`q`, spaces as `+`);
 * the page itself for none. Locale-relative: Link puts `/fr` before it on French pages.
 */
export function searchPath(words: readonly string[] | undefined): string {
  return words?.length
    ? `/search?${new URLSearchParams({q: words.join(' ')}).toString()}`
    : '/search';
}
