import {
  loadIndexes,
  searchPageLimit,
  searchSite,
  type SerializedIndexes,
} from '../src/plugins/searchRanking/siteSearch';
import type {DocsSource} from './docsSource';
import {localePrefixes, type Locale} from './pages';
import type {KnownHeading} from './sections';

const headingType = 1;
const sectionType = 4;

type PageHit = {
  path: string;
  title: string;
  sections: {heading: string; anchor: string; excerpt: string}[];
};

export type LocaleSearch = {
  search(query: string): PageHit[];
  /** Per page path, its headings with their anchor ids, in the page's order. */
  headings: Map<string, KnownHeading[]>;
};

/** The site's own search for a locale, so an assistant gets the pages a reader gets. */
export async function openSearch(
  source: DocsSource,
  locale: Locale,
): Promise<LocaleSearch | undefined> {
  const indexPath = await source.searchIndexPath(localePrefixes[locale]);
  const text = indexPath && (await source.read(indexPath));
  if (!text) return undefined;
  const indexes = loadIndexes(JSON.parse(text) as SerializedIndexes);
  const headings = new Map<string, KnownHeading[]>();
  for (const document of indexes[headingType]?.documents ?? []) {
    if (!document.h) continue;
    const known = headings.get(document.u) ?? [];
    known.push({text: document.t, id: document.h.replace(/^#/, '')});
    headings.set(document.u, known);
  }
  return {
    headings,
    search(query) {
      const results = searchSite(indexes, query, searchPageLimit);
      const pages = new Map<string, PageHit>();
      for (const {document, type, page} of results) {
        let hit = pages.get(document.u);
        if (!hit) {
          const title = page ? page.t : (document.s ?? document.t);
          hit = {path: document.u, title, sections: []};
          pages.set(document.u, hit);
        }
        if (!hit.title || type === 0) hit.title = type === 0 ? document.t : hit.title;
        if (type !== headingType && type !== sectionType) continue;
        if (hit.sections.length >= 2 || !document.h) continue;
        if (hit.sections.some((s) => s.anchor === document.h)) continue;
        hit.sections.push({
          heading: type === headingType ? document.t : (document.s ?? ''),
          anchor: document.h,
          excerpt: type === sectionType ? excerpt(document.t) : '',
        });
      }
      return [...pages.values()];
    },
  };
}

/** Enough of a section's text for an assistant to judge the hit. */
function excerpt(text: string, max = 200): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max))} …`;
}
