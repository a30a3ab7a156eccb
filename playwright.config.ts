import os from 'node:os';
import {defineConfig, devices} from '@playwright/test';
import {testChromiumLaunchOptions} from './src/config/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // The browser stage keeps every core busy: one worker per core, at least two.
  workers: Math.max(2, os.availableParallelism()),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Guards against a hang, not speed targets: a busy 2-core machine (CI shares its cores) may
  // take many times longer than an idle one, and speed is the bench's (#47).
  timeout: 180_000,
  expect: {timeout: 30_000},
  // The summary line is the plain 'N passed, N failed' that CI reads.
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    // One renderer process per worker's browser: a fifth less browser CPU per visit (measured);
    // the docs and the stand-in dashboard are one site. Without TurboFan (src/config/chromium.ts).
    launchOptions: {
      ...testChromiumLaunchOptions,
      args: [...testChromiumLaunchOptions.args!, '--renderer-process-limit=1'],
    },
    // Recording a trace of every test costs a third of the run; `--trace on` records one when needed.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
