import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const withoutExtension = (file: string) => file.replace(/\.js$/, '');

/**
 * Keeps out of the script every page runs first (runtime + main) what upstream packaging puts
 * there although no page needs it at start:
 * - theme-classic registers the extra Prism languages from a client module, so Prism and every
 *   grammar loaded with it; the `CodeBlock` wrap (src/theme/CodeBlock) registers them instead,
 *   with the code that highlights.
 * - `@docusaurus/utils-common`'s CommonJS index requires all of tslib (4 kB gzip) for one helper;
 *   the browser gets the same functions from its modules directly (utilsCommon.mjs).
 */
export default function lightFirstScript(): Plugin {
  const prismClientModule = withoutExtension(
    require.resolve('@docusaurus/theme-classic/lib/prism-include-languages'),
  );
  return {
    name: 'light-first-script',
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          [`${prismClientModule}$`]: false,
          ...(isServer
            ? {}
            : {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.mjs')}),
        },
      },
    }),
  };
}
