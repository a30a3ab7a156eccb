// `npm run mcp`: bundles the server (mcp/main.ts) with esbuild, then runs it.
//
// Why a bundle: search_docs ranks with the site's own code (src/plugins/searchRanking/
// rankResults.ts), which imports the search plugin's client modules. Those are ES modules in .js
// files of a package without "type": "module", and one re-exports `@generated/...` constants
// that only Docusaurus's bundler resolves, so neither Node nor tsx can import them. esbuild reads
// them as ES modules, and the alias below answers the generated constants from the same options
// the site gives the plugin (src/config/searchOptions.ts), so no .docusaurus/ folder is needed.
import {build} from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// One file per process: a test file and an assistant may start servers at the same moment. It
// sits in the repository so that Node resolves the packages left outside the bundle.
const out = path.join(here, `../node_modules/.cache/bramble-mcp/server-${process.pid}.mjs`);
process.env.BRAMBLE_DOCS_BUILD ??= path.join(here, '../build');
await build({
  entryPoints: [path.join(here, 'main.ts')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages that Node loads as they are stay outside the bundle.
  external: ['@modelcontextprotocol/sdk', 'zod', 'lunr'],
  alias: {
    '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js': path.join(
      here,
      'searchConstants.ts',
    ),
  },
  logLevel: 'error',
});
try {
  await import(pathToFileURL(out).href);
} finally {
  // Loaded: the running server no longer needs its file.
  fs.rmSync(out, {force: true});
}
