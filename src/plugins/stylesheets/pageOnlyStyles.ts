import path from 'node:path';

/**
 * Components only one page shows, with styles weighty enough to matter to every other page: the
 * theme editor and the search plugin's results page.
 */
const pageOnlyComponents = [
  ...['ThemeEditor', 'WidgetPreview'].map((name) => path.join(__dirname, '../../components', name)),
  path.dirname(
    require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css'),
  ),
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
