/**
 * The sample run catches what the stand-in widget's frames make visible (issue 34, defect 1):
 * a Playwright spec that looks for the checkbox in the page instead of in the widget's
 * cross-origin frame, and a page whose Content-Security-Policy leaves the frames out. Each
 * planted sample fails the run with the problem named; the docs' own spec and policy pass.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from 'playwright';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {testChromiumLaunchOptions} from '../../src/config/chromium';
import {docsVerifier, runPageSample} from './runPageSample';
import {runPlaywrightSample} from './runPlaywrightSample';
import type {RunnableSample} from './runnableSamples';

let stub: ApiStub;
let browser: Browser;
let workRoot: string;

beforeAll(async () => {
  stub = await startApiStub();
  workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-planted-widget-'));
  browser = await chromium.launch(testChromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await stub?.close();
  fs.rmSync(workRoot, {recursive: true, force: true});
});

const planted = (kind: 'playwright' | 'page', code: string): RunnableSample => ({
  where: 'planted.mdx:1',
  page: 'planted.mdx',
  runtime: 'chromium',
  kind,
  entry: '',
  title: '',
  standIn: '',
  code,
});

it(
  "catches a Playwright spec that clicks a checkbox in the page's own DOM",
  {timeout: 120_000},
  async () => {
    // /testing's spec before the fix: the checkbox is looked for in the page, where it is not
    // (with a short click timeout, so the run does not wait for the test's own).
    const spec = `import {expect, test} from '@playwright/test';

test('a visitor signs up through the Bramble widget', async ({page}) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('checkbox', {name: 'I am human'}).click({timeout: 3000});
  await expect(page.locator('[name="bramble-response"]')).toHaveValue(
    '10000000-aaaa-4000-8000-000000000001',
  );
  await page.getByRole('button', {name: 'Create account'}).click();
  await expect(page.getByText('Account created')).toBeVisible();
});

test('the page says so when the widget fails', async ({page}) => {
  test.skip(process.env.BRAMBLE_SITE_KEY !== '20000000-0000-4000-8000-000000000002', 'failing key');
  await page.goto('/signup');
  await page.getByRole('checkbox', {name: 'I am human'}).click({timeout: 3000});
  await expect(page.getByRole('alert')).toContainText('try again');
});
`;
    const outcome = await runPlaywrightSample(
      browser,
      planted('playwright', spec),
      stub,
      path.join(workRoot, 'spec'),
    );
    const problems = outcome.cases.flatMap((testCase) => testCase.problems);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^"a visitor signs up through the Bramble widget" should have passed, it failed: locator\.click: Timeout/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^"the page says so when the widget fails" should have passed, it failed/,
      ),
    );
  },
);

it(
  "catches a page whose Content-Security-Policy leaves the widget's frames out",
  {timeout: 120_000},
  async () => {
    // A second policy in the page, stricter than the recommended one: frames from its own origin only.
    const page = planted(
      'page',
      `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="frame-src 'self'" />
    <title>Contact</title>
  </head>
  <body>
    <form action="/contact" method="POST">
      <div class="bramble" data-sitekey="YOUR_SITE_KEY"></div>
      <button type="submit">Send</button>
    </form>
    <script src="https://js.bramble.example/1/api.js" async defer></script>
  </body>
</html>`,
    );
    const verifier = {
      ...planted(
        'page',
        fs.readFileSync(path.join(__dirname, 'drivers/planted-verifier.mjs'), 'utf8'),
      ),
      runtime: 'node' as const,
      kind: 'verifier' as const,
      entry: 'verify',
      title: 'verify.mjs',
    };
    const outcome = await runPageSample(browser, page, stub, (lane) =>
      docsVerifier(verifier, lane, workRoot),
    );
    for (const testCase of outcome.cases) {
      expect(testCase.problems.join('\n')).toMatch(/frame-src/);
    }
    // The same page without the stricter policy passes: the recommended one lets the frames in.
    const fixed = {...page, code: page.code.replace(/\s*<meta http-equiv[^>]*>/, '')};
    const passing = await runPageSample(browser, fixed, stub, (lane) =>
      docsVerifier(verifier, lane, workRoot),
    );
    expect(passing.cases.map((testCase) => testCase.problems)).toEqual([[], []]);
  },
);
