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
import {echo} from './echo';
import {headingsOf, sectionLines, type Heading} from './sections';

type PageText =
  | {ok: true; page: PageEntry; markdown: string; url: string; headings: Heading[]}
  | {ok: false; message: string};

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
          message: `No page at \`${echo(path)}\`. Use a path such as \`/api\` or \`/fr/testing\`: call list_pages for every page, or search_docs to find one.`,
        };
      const markdown = await source.read(twinPath(page.path));
      if (markdown === undefined)
        return {
          ok: false,
          message: `The Markdown of ${page.url} could not be read just now; try again, or open ${page.twinUrl}.`,
        };
      const headings = headingsOf(markdown, search[page.locale]?.headings.get(page.path) ?? []);
      if (!section) return {ok: true, page, markdown, url: page.url, headings};
      const lines = markdown.split('\n');
      const range = sectionLines(headings, section, lines.length);
      if (!range)
        return {
          ok: false,
          message: `No section \`${echo(section)}\` on ${page.path}. Its sections: ${headings.map((h) => h.id).join(', ')}. Or call get_page with outline: true for the sections and their sizes.`,
        };
      return {
        ok: true,
        page,
        markdown: lines.slice(range.start, range.end).join('\n').trimEnd(),
        url: `${page.url}#${section.trim().replace(/^#/, '')}`,
        // The section's own headings, their lines counted from its first.
        headings: headings
          .filter((h) => h.line >= range.start && h.line < range.end)
          .map((h) => ({...h, line: h.line - range.start})),
      };
    },
  };
}
