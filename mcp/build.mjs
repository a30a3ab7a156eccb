// `npm run mcp:build` (run by `npm run build` and `npm run build:test`): bundles the server
// (mcp/main.ts) with esbuild into mcp/dist/, which `npm run mcp` (start.mjs) runs.
//
// Why a bundle: search_docs ranks with the site's own code (src/plugins/searchRanking/
// rankResults.ts), which imports the search plugin's client modules. Those are ES modules in .js
// files of a package without "type": "module", and one re-exports `@generated/...` constants
// that only Docusaurus's bundler resolves, so neither Node nor tsx can import them. esbuild reads
// them as ES modules, and the alias below answers the generated constants from the same options
// the site gives the plugin (src/config/searchOptions.ts), so no .docusaurus/ folder is needed.
// The bundle sits in the repository so that Node resolves the packages left outside it.
import {build} from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const {metafile} = await build({
  absWorkingDir: path.join(here, '..'),
  entryPoints: [path.join(here, 'main.ts')],
  outfile: path.join(here, 'dist/server.mjs'),
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
  metafile: true,
  logLevel: 'error',
});
// The files the bundle was made from (relative to the repository), so that start.mjs can tell when it is out of date.
fs.writeFileSync(path.join(here, 'dist/inputs.json'), JSON.stringify(Object.keys(metafile.inputs)));
