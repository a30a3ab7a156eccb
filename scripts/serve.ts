// `npm run serve`: the production build through nginx, in the foreground, as production serves it,
// with the MCP server's instances behind /mcp.
import fs from 'node:fs';
import {serveSite} from '../deploy/nginx/localSite';
import {renderedSiteConfigFile, renderedSiteHttpConfigFile} from '../deploy/nginx/siteConfig';

async function main(): Promise<void> {
  // A build from before the config had an http-level part lacks its second file.
  const needed = ['build/index.html', renderedSiteConfigFile, renderedSiteHttpConfigFile];
  if (!needed.every((file) => fs.existsSync(file))) {
    throw new Error('No build to serve, or one older than its nginx config: run `npm run build`.');
  }
  const site = await serveSite({
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    instances: Number(process.env.MCP_INSTANCES ?? 2),
    accessLog: true,
  });
  console.log(
    `Serving build/ through nginx at ${site.url}/, the MCP server at ${site.url}/mcp (${site.instances.length} instances; Ctrl+C stops it)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void site.stop().then(() => process.exit(0)));
  }
  site.nginx.process.once('exit', (code) => void site.stop().then(() => process.exit(code ?? 1)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
