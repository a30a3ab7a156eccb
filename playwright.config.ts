import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './src/config/chromium';

/**
 * Debian's Chromium as every browser run here starts it, through tests/e2e/chromium.sh so that
 * features can be switched off beside Playwright's own. Headless Chromium builds the omnibox
 * popups of a browser window for each context (two WebUI pages in a renderer of their own):
 * 1.6 s of CPU per context, more than loading a docs page, that no test looks at.
 */
const launchOptions = {
  ...chromiumLaunchOptions,
  executablePath: path.join(__dirname, 'tests/e2e/chromium.sh'),
  env: {...process.env, BRAMBLE_CHROMIUM: chromiumLaunchOptions.executablePath},
  args: [
    ...(chromiumLaunchOptions.args ?? []),
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
  ],
};

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
  use: {
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions,
    // Recording a trace of every test costs a third of the run; `--trace on` records one when needed.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
