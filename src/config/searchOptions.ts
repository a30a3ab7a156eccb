import {locales} from './site';

/** Options of the local search plugin, kept apart so a unit test can build the index hash with them. */
export const searchOptions = {
  hashed: 'filename',
  language: ['en'],
  // Not what a reader searches for: the Copy page control's labels, in every page's first
  // section, the controls of a tool (`data-no-search`: the theme editor), and the code blocks. A reader searches the prose, the fact tables and the inline
  // code that name every field, error and option; a code block's lines make poor excerpts, and
  // they were two fifths of the pages' text and a third of the index the search page fetches.
  ignoreCssSelectors: ['[data-copy-page]', '[data-no-search]', 'pre'],
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/',
  // French pages are hashed too, so the French index file changes name when French text changes.
  docsDir: locales.map((l) => l.docsDir),
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
} as const;
