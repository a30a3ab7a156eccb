import type {Plugin as PostCssPlugin} from 'postcss';
import {markDeferredRules} from '../../lib/deferredRules';
import {deferredStylesheets} from '../../lib/deferredStylesheets';

/** The search plugin's stylesheet for its box, its dropdown and its result templates. */
const searchBarModule =
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css');

/**
 * The plugin's classes that exist only once a reader reaches for the box: those it hands
 * autocomplete.js and its result templates, whose code loads on hover or focus, and the states
 * typing sets (a query being searched, the clear button). The box, its icon and its shortcut
 * hint are drawn on every page and stay in the shared stylesheet.
 */
const afterSearchIntent = new Set([
  'searchBar',
  'searchBarLeft',
  'dropdownMenu',
  'suggestion',
  'cursor',
  'hitTree',
  'hitIcon',
  'hitPath',
  'hitTitle',
  'hitWrapper',
  'hitAction',
  'hideAction',
  'hitFooter',
  'noResults',
  'noResultsIcon',
  'searchIndexLoading',
  'searchClearButton',
  'ask-ai',
]);

/** Marks the search dropdown's rules, so the build can serve them apart (deferredRules.ts). */
export const markSearchDropdown: PostCssPlugin = {
  postcssPlugin: 'mark-search-dropdown',
  Once(root) {
    if (root.source?.input.file !== searchBarModule) return;
    markDeferredRules(root, deferredStylesheets.searchDropdown, (name) =>
      afterSearchIntent.has(name),
    );
  },
};
