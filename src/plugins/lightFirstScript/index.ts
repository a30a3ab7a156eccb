import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const withoutExtension = (file: string) => file.replace(/\.js$/, '');

/**
 * Keeps out of every page's first script Prism and its grammars (serverHighlighting), and the
 * tslib `@docusaurus/utils-common`'s index requires and nprogress (slimFirstScript).
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
