import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {clientSiteConfigModule} from './clientSiteConfig';

const withoutExtension = (file: string) => file.replace(/\.js$/, '');

/**
 * Keeps out of every page's first script Prism and its grammars (serverHighlighting), and the
 * tslib `@docusaurus/utils-common`'s index requires and the site config only the build reads, and
 * draws the progress bar without nprogress (slimFirstScript).
 */
export default function lightFirstScript(
  context: LoadContext,
  {prismLanguages, slimFirstScript}: {prismLanguages: boolean; slimFirstScript: boolean},
): Plugin {
  const prismClientModule = withoutExtension(
    require.resolve('@docusaurus/theme-classic/lib/prism-include-languages'),
  );
  const progressClientModule = withoutExtension(
    require.resolve('@docusaurus/theme-classic/lib/nprogress'),
  );
  const clientSiteConfig = path.join(
    context.generatedFilesDir,
    'light-first-script',
    `docusaurus.config.${context.i18n.currentLocale}.mjs`,
  );
  return {
    name: 'light-first-script',
    configureWebpack: (_config, isServer, {currentBundler}) => {
      const slimConfig = slimFirstScript && !isServer;
      // Only now is the config final: each theme adds its defaults as it loads, and the
      // locale's translated labels come once the content has loaded.
      if (slimConfig) {
        fs.mkdirSync(path.dirname(clientSiteConfig), {recursive: true});
        fs.writeFileSync(clientSiteConfig, clientSiteConfigModule(context.siteConfig));
      }
      return {
        plugins: slimConfig
          ? [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^@generated\/docusaurus\.config$/,
                clientSiteConfig,
              ),
            ]
          : [],
        resolve: {
          alias: {
            ...(prismLanguages ? {[`${prismClientModule}$`]: false} : {}),
            ...(slimFirstScript
              ? {
                  [`${progressClientModule}$`]: path.join(__dirname, 'progressBar.ts'),
                  ...(isServer
                    ? {}
                    : {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.ts')}),
                }
              : {}),
          },
        },
      };
    },
  };
}
