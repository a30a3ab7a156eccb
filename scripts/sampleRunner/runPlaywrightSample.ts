/**
 * Runs a Playwright test of the docs (`run="playwright"`, /testing) without the Playwright test
 * runner: the spec is transpiled, its `test()` calls collected, and each test body run with a
 * page of the sample run's own Chromium against a stand-in of the reader's application (a
 * `/signup` form with the stand-in widget, verifying with the stand-in API). Cheap: no new
 * browser, no new process. Each case starts the application with a pair of test keys, as CI
 * would, and holds every test of the spec to the outcome it should have with those keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect} from '@playwright/test';
import type {Browser, BrowserContext, Page} from 'playwright';
import type {ApiStub, Lane} from '../../api-stub/server';
import {importTranspiled} from './importTranspiled';
import {testScenarios, testSecretKeys, testSiteKeys} from '../../src/data/testKeys';
import {realKeys} from './standIn';
import {startPageServer} from './pageServer';
import type {RunnableSample} from './runnableSamples';
import {startOutcome, errorText, type SampleOutcome} from './sampleOutcome';

/** What a test must come to; `null`: not run in this case (it would only wait on a timeout). */
type Result = 'passed' | 'failed' | 'skipped' | null;

interface SpecCase {
  name: string;
  siteKey: string;
  secret: string;
  /** What each test of the spec, in order, must come to with these keys. */
  expected: readonly Result[];
}

/**
 * One case per row of /testing's pair table (`testScenarios`), which the page tells the reader to
 * run the application with, one run per row: the widget-failing row runs the second test, every
 * other row the first, which must pass whatever the row's pair makes of the form.
 */
export const specCases: readonly SpecCase[] = testScenarios.map((scenario) => ({
  name: `${scenario.id}: ${scenario.tests.en}`,
  siteKey: testSiteKeys.find((key) => key.id === scenario.siteKey)!.value,
  secret:
    scenario.secret === 'real'
      ? realKeys.secret
      : testSecretKeys.find((key) => key.id === scenario.secret)!.value,
  expected: scenario.siteKey === 'fail' ? ['skipped', 'passed'] : ['passed', 'skipped'],
}));

/** A test that fails waits this long on its assertion: long enough for the stand-ins, short for a run. */
const expectTimeoutMs = 2500;
const testTimeoutMs = 15_000;

/** The reader's application as the spec expects it: a signup form that verifies its token. */
function signupPage(siteKey: string, scriptBase: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Sign up</title></head>
  <body>
    <form action="/signup" method="POST">
      <label>Email <input type="email" name="email" required /></label>
      <div class="bramble" data-sitekey="${siteKey}" data-error-callback="onBrambleError"></div>
      <p id="problem" role="alert" hidden></p>
      <button type="submit">Create account</button>
    </form>
    <script>
      function onBrambleError(code) {
        const problem = document.getElementById('problem');
        problem.textContent = 'The captcha failed (' + code + '): please try again.';
        problem.hidden = false;
      }
    </script>
    <script src="${scriptBase}/1/api.js" async defer></script>
  </body>
</html>`;
}

/** The reader's application as the specs expect it, on a page server of its own. */
export async function startApp(
  lane: Lane,
  siteKey: string,
  secret: string,
): Promise<{url: string; close(): Promise<void>}> {
  const verify = async (token: string | undefined) => {
    try {
      const answer = await fetch(`${lane.httpBase}/siteverify`, {
        method: 'POST',
        body: new URLSearchParams({secret, response: token ?? '', sitekey: siteKey}),
        signal: AbortSignal.timeout(5000),
      });
      return ((await answer.json()) as {success?: unknown}).success === true;
    } catch {
      return false;
    }
  };
  const answer = (verified: boolean) =>
    verified
      ? '<!doctype html><title>Welcome</title><p>Account created</p>'
      : '<!doctype html><title>Sign up</title><p role="alert">We could not verify you: please try again.</p>';
  const page = signupPage(siteKey, lane.httpBase);
  return startPageServer(page, verify, false, '', {path: '/signup', answer});
}

interface SpecTest {
  name: string;
  body: (fixtures: {page: Page}) => Promise<void>;
}

class Skipped extends Error {}

/** What the spec's `import {expect, test} from '@playwright/test'` gives it here. */
interface SpecGlobals {
  test: ((name: string, body: SpecTest['body']) => void) & {
    skip: (condition: boolean, reason?: string) => void;
  };
  expect: typeof expect;
  process: {env: Record<string, string>};
}

/** The spec's Playwright import, read from `globalThis` instead. */
const playwrightImport = {
  line: /import\s*\{([^}]*)\}\s*from\s*'@playwright\/test';/,
  replacement:
    'const {$1} = globalThis.__brambleSpec;\nconst process = globalThis.__brambleSpec.process;',
  what: "the spec does not import from '@playwright/test'",
};

async function loadSpec(code: string, file: string, env: SpecGlobals['process']) {
  const tests: SpecTest[] = [];
  const test = Object.assign((name: string, body: SpecTest['body']) => tests.push({name, body}), {
    skip: (condition: boolean, reason?: string) => {
      if (condition) throw new Skipped(reason);
    },
  });
  const globals: SpecGlobals = {
    test,
    expect: expect.configure({timeout: expectTimeoutMs}),
    process: env,
  };
  (globalThis as {__brambleSpec?: SpecGlobals}).__brambleSpec = globals;
  try {
    await importTranspiled(code, file, playwrightImport);
  } finally {
    delete (globalThis as {__brambleSpec?: SpecGlobals}).__brambleSpec;
  }
  return tests;
}

/** Runs one test in a page of its own (the case's context: a new one per test costs seconds on a busy machine). */
async function runTest(context: BrowserContext, test: SpecTest): Promise<string> {
  await context.clearCookies();
  const page = await context.newPage();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      test.body({page}),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`timed out after ${testTimeoutMs} ms`)),
          testTimeoutMs,
        );
      }),
    ]);
    return 'passed';
  } catch (error) {
    if (error instanceof Skipped) return 'skipped';
    return `failed: ${errorText(error).split('\n')[0]}`;
  } finally {
    clearTimeout(timer);
    await page.close();
  }
}

export async function runPlaywrightSample(
  browser: Browser,
  sample: RunnableSample,
  stub: ApiStub,
  workDir: string,
): Promise<SampleOutcome> {
  const outcome = startOutcome(sample, 'chromium');
  fs.mkdirSync(workDir, {recursive: true});
  for (const [caseIndex, specCase] of specCases.entries()) {
    const started = Date.now();
    const problems: string[] = [];
    // Loaded once per case, as Playwright loads a spec in each run: its top level reads the run's env.
    const env: SpecGlobals['process'] = {
      env: {BRAMBLE_SITE_KEY: specCase.siteKey, BRAMBLE_SECRET_KEY: specCase.secret},
    };
    let tests: SpecTest[];
    try {
      tests = await loadSpec(sample.code, path.join(workDir, `spec-${caseIndex}.mjs`), env);
    } catch (error) {
      return {...outcome, failure: errorText(error)};
    }
    if (tests.length !== specCase.expected.length)
      problems.push(`has ${tests.length} tests, the runner expects ${specCase.expected.length}`);
    const app = await startApp(stub.lane(), specCase.siteKey, specCase.secret);
    const context = await browser.newContext({baseURL: app.url});
    try {
      for (const [index, test] of tests.entries()) {
        const expected = specCase.expected[index];
        if (expected === null) continue;
        const result = await runTest(context, test);
        if (!result.startsWith(expected ?? '?'))
          problems.push(`"${test.name}" should have ${expected ?? 'not run'}, it ${result}`);
      }
    } finally {
      await context.close();
      await app.close();
    }
    outcome.cases.push({name: specCase.name, problems, ms: Date.now() - started});
  }
  return outcome;
}
