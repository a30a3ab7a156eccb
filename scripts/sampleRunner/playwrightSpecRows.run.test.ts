/**
 * /testing tells the reader to start the application once per row of its pair table: its
 * Playwright spec must then be right under every row. The docs' spec passes under each; the spec
 * before the fix, whose happy path expected an accepted form and no challenge, fails under the
 * rows that refuse the form, ask a challenge or fail the widget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from 'playwright';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {testChromiumLaunchOptions} from '../../src/config/chromium';
import {testScenarios} from '../../src/data/testKeys';
import {inventoryOfDocs} from './runnableSamples';
import {runPlaywrightSample, specCases} from './runPlaywrightSample';

let stub: ApiStub;
let browser: Browser;
let workRoot: string;

beforeAll(async () => {
  stub = await startApiStub();
  workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-spec-rows-'));
  browser = await chromium.launch(testChromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await stub?.close();
  fs.rmSync(workRoot, {recursive: true, force: true});
});

const docsSpec = () =>
  inventoryOfDocs(path.join(__dirname, '../../docs')).runnable.find(
    (sample) => sample.kind === 'playwright',
  )!;

it('runs the spec once per row of the pair table', () => {
  expect(specCases.map((specCase) => specCase.name.split(':')[0])).toEqual(
    testScenarios.map((scenario) => scenario.id),
  );
});

it("passes /testing's spec under every row of the pair table", {timeout: 180_000}, async () => {
  const outcome = await runPlaywrightSample(browser, docsSpec(), stub, path.join(workRoot, 'docs'));
  expect(outcome.failure).toBeUndefined();
  expect(outcome.cases.map((testCase) => [testCase.name, testCase.problems])).toEqual(
    specCases.map((specCase) => [specCase.name, []]),
  );
});

it(
  "fails /testing's old spec under the rows its happy path ignored",
  {timeout: 180_000},
  async () => {
    const old = `import {expect, test} from '@playwright/test';

// The checkbox lives in the widget's cross-origin iframe: reach it through that frame.
const widgetFrame = 'iframe[title="Bramble security check"]';

test('a visitor signs up through the Bramble widget', async ({page}) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('ada@example.com');

  // With the test site key, the widget passes at once: no challenge to solve.
  const checkbox = page.frameLocator(widgetFrame).getByRole('checkbox', {name: 'I am human'});
  await checkbox.click();
  await expect(checkbox).toBeChecked();
  await expect(page.locator('[name="bramble-response"]')).toHaveValue(
    '10000000-aaaa-4000-8000-000000000001',
  );

  await page.getByRole('button', {name: 'Create account'}).click();
  await expect(page.getByText('Account created')).toBeVisible();
});

test('the page says so when the widget fails', async ({page}) => {
  test.skip(
    process.env.BRAMBLE_SITE_KEY !== '20000000-0000-4000-8000-000000000002',
    'needs the failing test site key',
  );
  await page.goto('/signup');
  const checkbox = page.frameLocator(widgetFrame).getByRole('checkbox', {name: 'I am human'});
  await checkbox.click();
  // The failure reaches your page through data-error-callback: the message is your page's own.
  await expect(page.getByRole('alert')).toContainText('try again');
  await expect(checkbox).not.toBeChecked();
  await expect(page.locator('[name="bramble-response"]')).toHaveValue('');
});
`;
    const outcome = await runPlaywrightSample(
      browser,
      {...docsSpec(), code: old},
      stub,
      path.join(workRoot, 'old'),
    );
    const failing = outcome.cases
      .filter((testCase) => testCase.problems.length > 0)
      .map((testCase) => testCase.name.split(':')[0]);
    expect(failing).toEqual(['widget-fails', 'challenge', 'invalid', 'already-seen', 'mismatch']);
  },
);
