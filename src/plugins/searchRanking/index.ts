import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const pluginWorker = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme$/;

/** Puts our search worker (worker.ts: ranked by page) in place of the search plugin's own. */
export default function searchRanking(): Plugin {
  return {
    name: 'search-ranking',
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          /^\.\/worker\.js$/,
          (resource: {context?: string; request: string}) => {
            if (resource.context && pluginWorker.test(resource.context))
              resource.request = path.join(__dirname, 'worker.ts');
          },
        ),
      ],
    }),
  };
}
