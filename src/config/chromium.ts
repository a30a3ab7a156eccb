import path from 'node:path';
import type {LaunchOptions} from 'playwright';

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell, the same version as
 * chromium): Playwright's own download is not reachable here, and the shell, without the
 * browser's user interface, runs the browser tests in a sixth less time (454 s against 382 s
 * for the browser stage). Everything here drives this one binary: the tests, the sample run,
 * the diagrams of the build, the bench and the screenshots.
 */
export const chromiumBinary = '/usr/bin/chromium-headless-shell';

/**
 * The flags every browser run here gives it: off the network this machine does not have, and
 * without the omnibox popups headless Chromium builds for each context (two WebUI pages in a
 * renderer of their own, 1.6 s of CPU per context, more than loading a docs page) that nothing
 * here looks at.
 */
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

/**
 * How every Playwright run here (tests, sample run, bench, screenshots, the diagrams of the build)
 * starts Chromium: through chromium.sh, which merges our `--disable-features` with Playwright's
 * own list (Chromium keeps only the last such switch).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: path.join(__dirname, 'chromium.sh'),
  env: {...process.env, BRAMBLE_CHROMIUM: chromiumBinary},
  args: [...chromiumFlags],
};

/**
 * The same, for the runs that test rather than measure (the browser tests, the sample run, the
 * stand-in widget's tests; never the bench, which measures pages as readers' browsers run them):
 * without V8's top compiler, TurboFan. A test's page lives a few seconds, too short for its
 * compiles to pay back; what a page does is the same whichever tier runs its code. Measured on
 * tests/e2e/pages.spec.ts, back to back (#47): see the commit that added it.
 */
export const testChromiumLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumFlags, '--js-flags=--max-opt=2'],
};
