import type {Plugin} from '@docusaurus/types';

/**
 * `process.env.BRAMBLE_SERVER_RENDER` as a constant, so the bundler drops from each bundle the
 * branch only the other runs (src/theme/CodeBlock/Content).
 */
export default function serverRenderFlag(): Plugin {
  return {
    name: 'server-render-flag',
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.DefinePlugin({
          'process.env.BRAMBLE_SERVER_RENDER': JSON.stringify(isServer),
        }),
      ],
    }),
  };
}
