import lunr from 'lunr';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import {language} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {
  rankResults,
  type SearchDocument,
  type WrappedIndex,
} from '../src/plugins/searchRanking/rankResults';
import {synonyms} from '../src/plugins/searchRanking/searchSynonyms';
import type {DocsSource} from './docsSource';
import {localePrefixes, type Locale} from './pages';
import {plainHeading} from './sections';

/** As many results as the site's search page asks for, so pages rank exactly as there. */
const searchPageLimit = 100;
const headingType = 1;
const sectionType = 4;

/** A page found, with its best sections, in the site's order. */
export type PageHit = {
  path: string;
  title: string;
  sections: {heading: string; anchor: string; excerpt: string}[];
};

/** One locale's built search index, loaded as the site's search worker loads it. */
export type LocaleSearch = {
  search(query: string): PageHit[];
  /** Per page path, heading text (lower case) → the anchor id the built page gives it. */
  headingIds: Map<string, Map<string, string>>;
};

/**
 * The site's own search for a locale: its built index, searched by the code its search worker
 * runs (the plugin's tokenizer, our ranking in rankResults.ts, the site's synonyms), so an
 * assistant gets the pages a reader gets. `undefined` when the docs have no index.
 */
export async function openSearch(
  source: DocsSource,
  locale: Locale,
): Promise<LocaleSearch | undefined> {
  const indexPath = await source.searchIndexPath(localePrefixes[locale]);
  const text = indexPath && (await source.read(indexPath));
  if (!text) return undefined;
  const serialized = JSON.parse(text) as {documents: SearchDocument[]; index: object}[];
  const indexes: WrappedIndex[] = serialized.map(({documents, index}, type) => ({
    type,
    documents,
    index: lunr.Index.load(index),
  }));
  const headingIds = new Map<string, Map<string, string>>();
  for (const document of indexes[headingType]?.documents ?? []) {
    if (!document.h) continue;
    const ids = headingIds.get(document.u) ?? new Map<string, string>();
    ids.set(plainHeading(document.t).toLowerCase(), document.h.replace(/^#/, ''));
    headingIds.set(document.u, ids);
  }
  return {
    headingIds,
    search(query) {
      const results = rankResults(indexes, tokenize(query, language), searchPageLimit, synonyms);
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

/** The start of a section's text, cut at a word: enough for an assistant to judge the hit. */
function excerpt(text: string, max = 200): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max))} …`;
}
