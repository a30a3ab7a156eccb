import path from 'node:path';

const searchTheme = (folder: string) =>
  path.dirname(
    require.resolve(
      `@easyops-cn/docusaurus-search-local/dist/client/client/theme/${folder}/${folder}.module.css`,
    ),
  );

/**
 * Components whose styles need not reach every page: those only one page shows, and those drawn
 * only once their code has loaded after the page (the search box, the logged-in menus).
 */
const componentsWithOwnStyles = [
  ...['ThemeEditor', 'WidgetPreview', 'AccountMenu', 'SitePicker'].map((name) =>
    path.join(__dirname, '../../components', name),
  ),
  ...['SearchPage', 'SearchBar', 'LoadingRing'].map(searchTheme),
  // Our wrap of the results page: its layout rules go with the page's own.
  path.join(__dirname, '../../theme/SearchPage'),
].map((folder) => folder + path.sep);

const keepsStylesWithCode = (identifier: string): boolean =>
  componentsWithOwnStyles.some((folder) => identifier.includes(folder));

/**
 * Docusaurus puts every stylesheet into the one file each page links (facebook/docusaurus#2006,
 * #6228); those components' styles stay with their code, fetched before it renders.
 */
export const stylesWithTheirCode = {
  optimization: {
    splitChunks: {
      cacheGroups: {
        styles: {
          test: (module: {identifier(): string}) => !keepsStylesWithCode(module.identifier()),
        },
      },
    },
  },
};
