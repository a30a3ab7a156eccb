import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const withoutExtension = (file: string) => file.replace(/\.js$/, '');

/**
 * Keeps out of the script every page runs first (runtime + main) what upstream packaging puts
 * there although no page needs it at start:
 * - theme-classic registers the extra Prism languages from a client module, so Prism and every
 *   grammar loaded with it; the `CodeBlock/Content` wrap adds each grammar when a block the
 *   browser draws first needs it (src/theme/CodeBlock/Content/registerPrismLanguage.ts).
 * - `@docusaurus/utils-common`'s CommonJS index requires all of tslib (4 kB gzip) for one helper;
 *   the browser gets the same functions from its modules directly (utilsCommon.ts).
 * - theme-classic's navigation progress bar imports nprogress in every page's first script; the
 *   same bar here (progressBar.ts) fetches it once the page has hydrated.
 * The first goes with the speed mechanism serverHighlighting, the other two with slimFirstScript.
 */
export default function lightFirstScript(
  _context: unknown,
  {prismLanguages, tslibAndProgressBar}: {prismLanguages: boolean; tslibAndProgressBar: boolean},
): Plugin {
  const prismClientModule = withoutExtension(
    require.resolve('@docusaurus/theme-classic/lib/prism-include-languages'),
  );
  const progressClientModule = withoutExtension(
    require.resolve('@docusaurus/theme-classic/lib/nprogress'),
  );
  return {
    name: 'light-first-script',
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          ...(prismLanguages ? {[`${prismClientModule}$`]: false} : {}),
          ...(tslibAndProgressBar
            ? {
                [`${progressClientModule}$`]: path.join(__dirname, 'progressBar.ts'),
                ...(isServer
                  ? {}
                  : {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.ts')}),
              }
            : {}),
        },
      },
    }),
  };
}
