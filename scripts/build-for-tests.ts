// `npm run build` with the test dashboard baked in (then the MCP server's bundle), and its log kept,
// so a test can check it for broken links.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {
  buildLogFile,
  testAnalyticsScriptUrl,
  testDashboardUrl,
  testSiteUrl,
} from '../tests/testEnv';

const env = {
  ...process.env,
  AUTH_HOST: testDashboardUrl,
  DASHBOARD_URL: testDashboardUrl,
  SITE_URL: testSiteUrl,
  ANALYTICS_SCRIPT_URL: testAnalyticsScriptUrl,
  FORCE_COLOR: '0',
};
const log = fs.createWriteStream(buildLogFile);

function step(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, {env, stdio: ['ignore', 'pipe', 'pipe']});
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  const built = await step('node_modules/.bin/docusaurus', ['build']);
  const hosted =
    built === 0 ? await step('node_modules/.bin/tsx', ['scripts/prepare-hosting.ts']) : built;
  return hosted === 0 ? step(process.execPath, ['mcp/build.mjs']) : hosted;
}

void main().then((code) => log.end(() => process.exit(code)));
