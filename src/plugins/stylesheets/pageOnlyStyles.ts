import path from 'node:path';

/** A folder of the search plugin's theme components. */
const searchTheme = (folder: string) =>
  path.dirname(
    require.resolve(
      `@easyops-cn/docusaurus-search-local/dist/client/client/theme/${folder}/${folder}.module.css`,
    ),
  );

/**
 * Components only one page shows, with styles weighty enough to matter to every other page: the
 * theme editor and the search plugin's results page; and the search plugin's box with its
 * loading ring, which src/theme/SearchBar loads after the page is drawn (a stand-in with its
 * own small stylesheet is drawn first), so its styles come with its code.
 */
const pageOnlyComponents = [
  ...['ThemeEditor', 'WidgetPreview'].map((name) => path.join(__dirname, '../../components', name)),
  ...['SearchPage', 'SearchBar', 'LoadingRing'].map(searchTheme),
].map((folder) => folder + path.sep);

/** Whether a stylesheet module belongs to one of those components (its identifier holds its path). */
export const isPageOnlyStyle = (identifier: string): boolean =>
  pageOnlyComponents.some((folder) => identifier.includes(folder));

/**
 * The browser bundle's split: Docusaurus puts every stylesheet into the one file each page links
 * (its `styles` cache group: facebook/docusaurus#2006, and #6228 for splitting it upstream);
 * the page-only components' styles stay with their page's code instead, and the runtime fetches
 * them with that code, before the page renders.
 */
export const pageOnlyStylesSplit = {
  optimization: {
    splitChunks: {
      cacheGroups: {
        styles: {test: (module: {identifier(): string}) => !isPageOnlyStyle(module.identifier())},
      },
    },
  },
};
