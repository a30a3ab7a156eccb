import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {buildSource, type DocsSource} from './docsSource';
import {openDocs} from './docs';
import {serveHttp} from './http';
import {createServer} from './server';

const version = '1.0.0';
const usage = `Bramble docs MCP server
  npm run --silent mcp                          stdio, over the local build (build/)
  npm run mcp -- --http [--port N] [--host H]    Streamable HTTP on http://127.0.0.1:N/mcp
  options: --build DIR (default build),
           --public-origin URL (with --http, repeatable: another origin it is served at; the
           build's SITE_URL always is)`;

/** The build's own site URL, from the absolute links of its llms.txt. */
async function builtSiteUrl(dir: string): Promise<string> {
  const llms = await buildSource(dir, 'https://docs.bramble.example').read('/llms.txt');
  const link = llms && /\]\((https?:\/\/[^/)]+)/.exec(llms);
  if (!link) throw new Error(`no llms.txt in ${dir}: run npm run build first`);
  return link[1]!;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      http: {type: 'boolean', default: false},
      port: {type: 'string', default: '3333'},
      host: {type: 'string', default: '127.0.0.1'},
      // start.mjs points this at the repository's build, wherever the assistant starts us from.
      build: {type: 'string', default: process.env.BRAMBLE_DOCS_BUILD ?? 'build'},
      'public-origin': {type: 'string', multiple: true, default: []},
      help: {type: 'boolean', default: false},
    },
  });
  if (values.help) {
    console.error(usage);
    return;
  }
  const source: DocsSource = buildSource(values.build, await builtSiteUrl(values.build));
  const docs = await openDocs(source);
  if (values.http) {
    const port = await serveHttp(() => createServer(docs, version), {
      host: values.host,
      port: Number(values.port),
      // nginx passes the site's own Host and Origin on: SITE_URL is always allowed.
      publicOrigins: [docs.source.siteUrl, ...values['public-origin']],
      health: () => ({pages: docs.pages.length}),
    });
    // stderr: stdout is the protocol's in stdio mode, and tests read this line for the port.
    console.error(
      `Bramble docs MCP server on http://${values.host}:${port}/mcp (${docs.pages.length} pages)`,
    );
  } else {
    await createServer(docs, version).connect(new StdioServerTransport());
  }
}

main().catch((error: unknown) => {
  console.error(
    `bramble-docs MCP server: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
