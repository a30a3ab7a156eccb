import path from 'node:path';

/** A folder of the search plugin's theme components. */
const searchTheme = (folder: string) =>
  path.dirname(
    require.resolve(
      `@easyops-cn/docusaurus-search-local/dist/client/client/theme/${folder}/${folder}.module.css`,
    ),
  );

/**
 * Components whose styles need not reach every page: those only one page shows, weighty enough
 * to matter to every other page (the theme editor and its widget preview, the search plugin's
 * results page), and those drawn only once their code has loaded after the page (the search
 * plugin's box with its loading ring, which src/theme/SearchBar swaps in for a stand-in; the
 * account menu and the site picker, shown to logged-in readers only).
 */
const componentsWithOwnStyles = [
  ...['ThemeEditor', 'WidgetPreview', 'AccountMenu', 'SitePicker'].map((name) =>
    path.join(__dirname, '../../components', name),
  ),
  ...['SearchPage', 'SearchBar', 'LoadingRing'].map(searchTheme),
  // Our wrap of the results page: its layout rules go with the page's own.
  path.join(__dirname, '../../theme/SearchPage'),
].map((folder) => folder + path.sep);

/** The navigation progress bar's styles, which src/plugins/lightFirstScript loads with its code. */
const progressBarStyles = require.resolve('@docusaurus/theme-classic/lib/nprogress.css');

/** Whether a stylesheet module belongs to one of those components (its identifier holds its path). */
export const keepsStylesWithCode = (identifier: string): boolean =>
  componentsWithOwnStyles.some((folder) => identifier.includes(folder)) ||
  identifier.includes(progressBarStyles);

/**
 * The browser bundle's split: Docusaurus puts every stylesheet into the one file each page links
 * (its `styles` cache group: facebook/docusaurus#2006, and #6228 for splitting it upstream);
 * those components' styles stay with their code instead, and the runtime fetches them with that
 * code, before it renders.
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
