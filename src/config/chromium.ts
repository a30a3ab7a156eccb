import type {LaunchOptions} from 'playwright';

/**
 * How every browser run here (tests, bench, screenshots and the diagrams of the build) starts Chromium: Debian's build (Playwright's own
 * download is not reachable), with the flags that keep it off the network
 * this machine does not have.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
