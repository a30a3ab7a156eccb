import type {Plugin} from '@docusaurus/types';

/**
 * `process.env.BRAMBLE_SERVER_RENDER`: true in the bundle that renders pages to HTML, false in
 * the browser's, as a constant, so the bundler drops from each the branch only the other runs
 * (src/theme/CodeBlock/Content: Prism in place on the server, fetched on demand in the browser).
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
