import type {DocsSource} from './docsSource';
import {
  loadPages,
  localePrefixes,
  normalisePath,
  twinPath,
  type Locale,
  type PageEntry,
} from './pages';
import {openSearch, type LocaleSearch} from './search';
import {cutSection, headingsOf} from './sections';

type PageText =
  {ok: true; page: PageEntry; markdown: string; url: string} | {ok: false; message: string};

export type Docs = {
  source: DocsSource;
  pages: PageEntry[];
  search: Partial<Record<Locale, LocaleSearch>>;
  page(path: string, section?: string): Promise<PageText>;
};

/** Reads llms.txt and the search indexes once; twins are read when asked for. */
export async function openDocs(source: DocsSource): Promise<Docs> {
  const pages = await loadPages(source);
  const search: Docs['search'] = {};
  for (const locale of Object.keys(localePrefixes) as Locale[]) {
    const opened = await openSearch(source, locale);
    if (opened) search[locale] = opened;
  }
  const byPath = new Map(pages.map((p) => [p.path, p]));
  return {
    source,
    pages,
    search,
    async page(path, section) {
      const wanted = normalisePath(path);
      const page = byPath.get(wanted);
      if (!page)
        return {
          ok: false,
          message: `No page at \`${path}\`. Use a path such as \`/api\` or \`/fr/testing\`: call list_pages for every page, or search_docs to find one.`,
        };
      const markdown = await source.read(twinPath(page.path));
      if (markdown === undefined)
        return {
          ok: false,
          message: `The Markdown of ${page.url} could not be read just now; try again, or open ${page.twinUrl}.`,
        };
      if (!section) return {ok: true, page, markdown, url: page.url};
      const headings = headingsOf(
        markdown,
        search[page.locale]?.headingIds.get(page.path) ?? new Map(),
      );
      const cut = cutSection(markdown, headings, section);
      if (!cut)
        return {
          ok: false,
          message: `No section \`${section}\` on ${page.path}. Its sections: ${headings.map((h) => h.id).join(', ')}. Or call get_page without section for the whole page.`,
        };
      return {ok: true, page, markdown: cut, url: `${page.url}#${section.replace(/^#/, '')}`};
    },
  };
}
