import {locales} from './site';

/** Options of the local search plugin, kept apart so a unit test can build the index hash with them. */
export const searchOptions = {
  hashed: 'filename',
  language: ['en'],
  // Not what a reader searches for: the Copy page control's labels, in every page's first section.
  ignoreCssSelectors: ['[data-copy-page]'],
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
