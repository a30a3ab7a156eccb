/**
 * /testing's Cypress spec, run (issue 34, defect 1): Cypress cannot reach into the widget's
 * cross-origin frame, so the spec passes the widget with `bramble.execute()` from `cy.window()`.
 * The sample run plays the English spec (`run="cypress"`, ./runCypressSample.ts); here the French
 * twin, whose strings are its own, runs the same way, and the spec as it was before the fix,
 * which looked for the checkbox in the page, fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from 'playwright';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {testChromiumLaunchOptions} from '../../src/config/chromium';
import {testKeyValues} from '../../src/data/testKeys';
import {runCypressSpec} from './runCypressSample';
import {startApp} from './runPlaywrightSample';

const root = path.join(__dirname, '../..');
const pages = {
  en: 'docs/testing.mdx',
  fr: 'i18n/fr/docusaurus-plugin-content-docs/current/testing.mdx',
};

/** The page's Cypress spec, the block titled cypress/e2e/signup.cy.js. */
function cypressSpec(file: string): string {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const block = /```js title="cypress\/e2e\/signup\.cy\.js"[^\n]*\n([\s\S]*?)\n```/.exec(source);
  if (!block) throw new Error(`${file}: no Cypress spec titled cypress/e2e/signup.cy.js`);
  return block[1]!;
}

let stub: ApiStub;
let browser: Browser;
let app: {url: string; close(): Promise<void>};

beforeAll(async () => {
  stub = await startApiStub();
  browser = await chromium.launch(testChromiumLaunchOptions);
  app = await startApp(stub.lane(), testKeyValues.siteKey, testKeyValues.secretKey);
});

afterAll(async () => {
  await app?.close();
  await browser?.close();
  await stub?.close();
});

it('the Cypress spec of the French page passes with the test keys', {timeout: 60_000}, async () => {
  const outcomes = await runCypressSpec(browser, cypressSpec(pages.fr), app.url);
  expect(outcomes.length).toBeGreaterThan(0);
  for (const outcome of outcomes) expect(outcome, outcome.name).toMatchObject({result: 'passed'});
});

it(
  'the spec as it was, reaching for the checkbox in the page, fails',
  {timeout: 60_000},
  async () => {
    const planted = cypressSpec(pages.en).replace(
      /cy\.window\(\)[\s\S]*?\.should\('equal', [^)]*\);/,
      `cy.get('[role="checkbox"]').contains('I am human').click();`,
    );
    expect(planted).toContain('[role="checkbox"]');
    const [outcome] = await runCypressSpec(browser, planted, app.url);
    expect(outcome!.result).toMatch(
      /^failed: cy\.get\("\[role=\\"checkbox\\"\]"\)\.contains\("I am human"\)\.click\(\)/,
    );
  },
);
