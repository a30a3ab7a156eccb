// The production build the end-to-end tests run against: both locales, the test
// dashboard baked in, and the log kept so a test can check it for broken links.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {
  buildLogFile,
  testAnalyticsScriptUrl,
  testDashboardUrl,
  testSiteUrl,
} from '../tests/testEnv';

const log = fs.createWriteStream(buildLogFile);
const child = spawn('node_modules/.bin/docusaurus', ['build'], {
  env: {
    ...process.env,
    AUTH_HOST: testDashboardUrl,
    DASHBOARD_URL: testDashboardUrl,
    SITE_URL: testSiteUrl,
    ANALYTICS_SCRIPT_URL: testAnalyticsScriptUrl,
    FORCE_COLOR: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}
child.on('close', (code) => {
  log.end(() => process.exit(code ?? 1));
});
