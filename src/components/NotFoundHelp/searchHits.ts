import type {DocPage} from './routeSimilarity';
import type {Suggestion} from './suggestion';

/**
 * A result of the search plugin's worker (search-local 0.55, `SearchResult` in
 * shared/interfaces.ts), reduced to what a suggestion reads. Documents use the index's
 * one-letter fields: `t` text, `u` page URL, `h` section hash, `s` section title.
 */
export interface SearchHit {
  document: {t: string; u: string; h?: string; s?: string};
  /** 0 a page title, 1 a heading, 2 a description, 3 keywords, 4 a paragraph. */
  type: number;
  /** The page's own title document, for a hit inside a page. */
  page?: {t: string} | false | undefined;
}

const titleType = 0;
const headingType = 1;
const contentType = 4;

/** Enough of a line for one row: the list cuts it with an ellipsis anyway. */
const maxExcerptLength = 160;

const shortened = (text: string): string =>
  text.length > maxExcerptLength ? `${text.slice(0, maxExcerptLength - 1)}…` : text;

/**
 * The search results as suggestions, in the search's order: each links to the page or section
 * that matched, titled by its page, with the section's name, and the page's description as its
 * line (the matched text when the page has none: the index's text runs headings and controls
 * together, the description reads well).
 */
export function suggestionsFromHits(
  hits: readonly SearchHit[],
  pages: readonly DocPage[],
): Suggestion[] {
  const descriptions = new Map(pages.map((page) => [page.path, page.description]));
  return hits.map(({document, type, page}) => {
    const title = type === titleType ? document.t : page ? page.t : (document.s ?? document.t);
    const section =
      type === headingType
        ? document.t
        : type === contentType && document.h
          ? document.s
          : undefined;
    const excerpt =
      descriptions.get(document.u) ??
      (type === titleType || type === headingType ? undefined : document.t);
    return {
      href: document.u + (document.h ?? ''),
      title,
      ...(section && section !== title ? {section} : {}),
      ...(excerpt ? {excerpt: shortened(excerpt)} : {}),
    };
  });
}
