// `npm run mcp`: runs the server as `npm run mcp:build` bundled it (see build.mjs for why a
// bundle). It refuses a missing bundle, or one older than a file it was made from, rather than
// serve code that is not the checkout's.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const root = path.join(import.meta.dirname, '..');
const dist = path.join(import.meta.dirname, 'dist');
const builtAt = fs.statSync(path.join(dist, 'server.mjs'), {throwIfNoEntry: false})?.mtimeMs;
if (builtAt === undefined) {
  console.error('The MCP server is not built: run `npm run mcp:build` (or `npm run build`).');
  process.exit(1);
}
const changed = JSON.parse(fs.readFileSync(path.join(dist, 'inputs.json'), 'utf8')).find(
  (input) =>
    (fs.statSync(path.join(root, input), {throwIfNoEntry: false})?.mtimeMs ?? Infinity) > builtAt,
);
if (changed) {
  console.error(`${changed} changed since the MCP server was built: run \`npm run mcp:build\`.`);
  process.exit(1);
}
process.env.BRAMBLE_DOCS_BUILD ??= path.join(root, 'build');
await import(pathToFileURL(path.join(dist, 'server.mjs')).href);
