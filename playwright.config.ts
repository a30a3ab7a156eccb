import {defineConfig, devices} from '@playwright/test';

// Debian's Chromium; Playwright's own browser download is not reachable here.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: {timeout: 7_000},
  // The summary line is the plain 'N passed, N failed' that CI reads.
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  projects: [
    {name: 'site', testIgnore: /session\.spec\.ts/},
    // The session tests change the shared stand-in dashboard's behaviour, so they
    // run on their own, in order, once the rest of the site has been checked.
    {name: 'session', testMatch: /session\.spec\.ts/, dependencies: ['site'], fullyParallel: false},
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {executablePath: '/usr/bin/chromium', args: chromiumArgs},
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
