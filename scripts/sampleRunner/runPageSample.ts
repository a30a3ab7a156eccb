/**
 * Runs a page sample of the docs in Chromium (./README.md): the widget renders, the visitor
 * passes, the form reaches a server that verifies its token with the docs' own Node.js verifier.
 * In both script orders: first (cached: it runs before the rest of the page is read) and last
 * (slow: it runs after every script of the page). Also a recipe's own page, served by the
 * recipe's running server.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Browser, Page} from 'playwright';
import type {ApiStub, Lane} from '../../api-stub/server';
import {testKeys} from '../../src/data/testKeys';
import {startPageServer, type PageServer} from './pageServer';
import {standInPolicy} from './pagePolicy';
import type {RunnableSample} from './runnableSamples';
import {errorText, runCases, type CaseOutcome, type SampleOutcome} from './sampleOutcome';
import {substitute} from './substitute';
import {verifiedIn} from './recipeForm';

type ScriptOrder = 'script first' | 'script last';

/**
 * How the runner finds the widget, as the facts describe it ("Widget (client side)"): its checkbox
 * in a cross-origin frame, an open challenge in a second one, each titled and labelled in the
 * widget's language (English or French here).
 */
const checkboxFrame =
  'iframe:is([title="Bramble security check"], [title="Contrôle de sécurité Bramble"])';
const challengeFrame = 'iframe:is([title="Bramble challenge"], [title="Défi Bramble"])';
const checkboxLabel = /^(I am human|Je suis un humain)$/;

/** What the runner's browser maps to 127.0.0.1: the hostname the recipes' pages are opened on. */
export const recipeHostname = 'www.example.com';
export const hostMappingArg = `--host-resolver-rules=MAP ${recipeHostname} 127.0.0.1`;

/** Adds what a sample's page logs as an error, and every error it throws, to `problems`. */
function collectPageProblems(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    // The browser asks every server for a favicon: a 404 there is not the sample's.
    const url = message.location().url;
    if (message.type() === 'error' && !url.endsWith('/favicon.ico'))
      problems.push(`console error: ${message.text().slice(0, 200)} (${url || 'no URL'})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 200)}`));
}

type Verify = (token: string | undefined, remoteip: string | undefined) => Promise<boolean>;

/** The docs' own verifier (`/api`, Node.js), written with the lane's plain-HTTP base and the test keys. */
export async function docsVerifier(
  verifierSample: RunnableSample,
  lane: Lane,
  dir: string,
): Promise<Verify> {
  const file = path.join(dir, `verifier-${lane.id}.mjs`);
  const code = substitute(verifierSample.code, {
    apiBase: lane.httpBase,
    sitekey: testKeys.siteKey,
    secret: testKeys.secretKey,
  });
  fs.writeFileSync(file, code);
  const module = (await import(pathToFileURL(file).href)) as Record<string, Verify>;
  return module[verifierSample.entry]!;
}

/**
 * The page runs on 127.0.0.1, where only the test keys work (facts): every
 * site key the page names becomes the test site key, as the quick start tells
 * a developer to do on their own machine. The failure-path test keys stay.
 */
function withTestSiteKeys(html: string): string {
  return html.replace(
    /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
    (key) => (/^[1-3]0000000-/.test(key) ? key : testKeys.siteKey),
  );
}

/**
 * What an app's WebView gives the widget page (`/mobile_app_sdks`): an `AndroidBridge` handing the
 * token to the page server. A string, not a function: the test's compiler would add helpers.
 */
const androidBridge = `window.AndroidBridge = {
  onToken: (token) => void fetch('/app/token', {method: 'POST', body: new URLSearchParams({'bramble-response': token})}),
};`;

const plausible: Record<string, string> = {
  email: 'ada@example.com',
  password: 'correct horse battery staple',
  tel: '+44 20 7946 0000',
  url: 'https://example.com',
  number: '1',
};

/** Fills the form's required fields as a visitor would, so the browser lets it go. */
async function fillRequiredFields(page: Page): Promise<void> {
  const fields = page.locator('form :is(input, textarea, select)[required]:visible');
  for (const field of await fields.all()) {
    const tag = await field.evaluate((element) => element.tagName.toLowerCase());
    const type = (await field.getAttribute('type')) ?? 'text';
    if (tag === 'select') await field.selectOption({index: 1});
    else if (type === 'checkbox') await field.check();
    else await field.fill(plausible[type] ?? 'Ada Lovelace');
  }
}

/**
 * Settles once the page logs a Content-Security-Policy violation: a blocked frame shows the
 * browser's error page, where no checkbox will ever come, so the case ends at once, failed by
 * the logged error, instead of waiting out the click.
 */
function policyViolation(page: Page): Promise<'blocked'> {
  return new Promise((resolve) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        resolve('blocked');
    }),
  );
}

async function passAndSubmit(
  page: Page,
  server: PageServer,
  problems: string[],
  blocked: Promise<'blocked'>,
) {
  // The checkbox lives in a cross-origin frame: reached only through it, as a visitor's click is.
  for (const frameElement of await page.locator(checkboxFrame).all()) {
    if (!(await frameElement.isVisible())) continue; // an invisible widget's frame
    const frame = frameElement.contentFrame();
    const click = frame
      .getByRole('checkbox', {name: checkboxLabel})
      .click({timeout: 10_000})
      .then(() => 'clicked' as const);
    if ((await Promise.race([click, blocked])) === 'blocked') {
      click.catch(() => {}); // ended by the page's close
      return;
    }
    const checked = frame.getByRole('checkbox', {checked: true});
    // The challenge test key asks a question first, in a frame of its own; any answer passes.
    const challenge = page.locator(challengeFrame);
    const first = await Promise.race([
      checked.waitFor({timeout: 5000}).then(
        () => 'checked',
        () => 'neither',
      ),
      challenge.waitFor({timeout: 5000}).then(
        () => 'challenge',
        () => 'neither',
      ),
    ]);
    if (first === 'challenge') {
      const question = challenge.contentFrame();
      await question.getByRole('textbox').fill('a bramble');
      await question.getByRole('button', {name: /^(Verify|Vérifier)$/}).click();
    }
    if (first !== 'checked') {
      await checked
        .waitFor({timeout: 5000})
        .catch(() => problems.push('the checkbox never became checked'));
    }
  }
  const submit = page
    .locator('form :is(button[type="submit"], button:not([type]), input[type="submit"])')
    .first();
  if ((await submit.count()) === 0) {
    // A page without a form hands the token on itself (the WebView bridge).
    if (await page.evaluate(() => 'AndroidBridge' in window))
      await expectVerified(server, problems);
    return;
  }
  await fillRequiredFields(page);
  const formSent = expectVerified(server, problems);
  await submit.click();
  await formSent;
}

async function expectVerified(server: PageServer, problems: string[]): Promise<void> {
  try {
    const form = await server.nextForm(10_000);
    if (!form.fields['bramble-response'])
      problems.push(`the form reached ${form.path} without bramble-response`);
    else if (!form.verified)
      problems.push(`the token the form sent to ${form.path} did not verify`);
  } catch (error) {
    problems.push(errorText(error));
  }
}

async function runInOrder(
  browser: Browser,
  sample: RunnableSample,
  stub: ApiStub,
  order: ScriptOrder,
  makeVerify: (lane: Lane) => Promise<Verify>,
): Promise<string[]> {
  const lane = stub.lane();
  const html = withTestSiteKeys(
    substitute(sample.code, {
      apiBase: lane.httpsBase,
      scriptBase: lane.httpsBase,
      sitekey: testKeys.siteKey,
      secret: testKeys.secretKey,
    }),
  );
  const policy = standInPolicy({
    script: lane.httpsBase,
    bramble: [stub.httpsUrl, stub.httpUrl, stub.frameOrigin],
  });
  const server = await startPageServer(
    html,
    await makeVerify(lane),
    order === 'script first',
    policy,
  );
  const context = await browser.newContext({ignoreHTTPSErrors: true});
  const page = await context.newPage();
  if (sample.code.includes('AndroidBridge')) await page.addInitScript(androidBridge);
  if (order === 'script last') {
    // The script is held until the page has been read and its own scripts have run.
    const pageRead = page.waitForEvent('domcontentloaded');
    await page.route('**/1/api.js*', async (route) => {
      await pageRead;
      await route.continue();
    });
  }
  const problems: string[] = [];
  collectPageProblems(page, problems);
  const blocked = policyViolation(page);
  try {
    const scriptServed = page.waitForResponse((response) => response.url().includes('/1/api.js'), {
      timeout: 15_000,
    });
    await page.goto(server.url, {waitUntil: 'commit'});
    if (order === 'script first') {
      await scriptServed;
      // A task queued after the script's own: by then it has run.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      server.release();
    }
    await page.waitForLoadState('load');
    await page.waitForFunction(() => 'bramble' in window, undefined, {timeout: 10_000});
    const widget = page.locator('textarea[name="bramble-response"]').first();
    const widgetRendered = () =>
      widget.waitFor({state: 'attached', timeout: 5000}).then(
        () => true,
        () => false,
      );
    let rendered = await widgetRendered();
    // A page that renders its widget when the visitor opens something (a dialog): open it.
    const opener = page.locator('button[type="button"]:not(form button):enabled').first();
    if (!rendered && (await opener.count()) > 0) {
      await opener.click();
      rendered = await widgetRendered();
    }
    if (!rendered) problems.push('no widget rendered');
    else await passAndSubmit(page, server, problems, blocked);
  } catch (error) {
    problems.push(errorText(error).split('\n')[0]!);
  } finally {
    await context.close();
    await server.close();
  }
  return problems;
}

/**
 * A recipe's page, from its running server: the visitor passes and sends the form, which the
 * recipe verifies with the stand-in. The browser reaches the server as `www.example.com` (a
 * hostname the demo site lists), since real keys never work on 127.0.0.1.
 */
export async function runRecipePage(
  browser: Browser,
  lane: Lane,
  pageUrl: string,
): Promise<CaseOutcome> {
  const started = Date.now();
  const problems: string[] = [];
  const context = await browser.newContext({ignoreHTTPSErrors: true});
  const page = await context.newPage();
  collectPageProblems(page, problems);
  const before = lane.requests().length;
  try {
    await page.goto(pageUrl);
    const widget = page.locator(checkboxFrame).contentFrame();
    await widget.getByRole('checkbox', {name: checkboxLabel}).click({timeout: 10_000});
    await widget
      .getByRole('checkbox', {name: checkboxLabel, checked: true})
      .waitFor({timeout: 10_000});
    await fillRequiredFields(page);
    await page.locator('form button[type="submit"]').first().click();
    await page.getByText(/thank you/i).waitFor({timeout: 10_000});
    if (!verifiedIn(lane.requests().slice(before)))
      problems.push('the page said thank you, but no token was verified');
  } catch (error) {
    problems.push(errorText(error).split('\n')[0]!);
  } finally {
    await context.close();
  }
  return {name: 'its page in Chromium', problems: [...new Set(problems)], ms: Date.now() - started};
}

export function runPageSample(
  browser: Browser,
  sample: RunnableSample,
  stub: ApiStub,
  makeVerify: (lane: Lane) => Promise<Verify>,
): Promise<SampleOutcome> {
  const orders = [{name: 'script first'}, {name: 'script last'}] as const;
  return runCases(sample, orders, ({name}) => runInOrder(browser, sample, stub, name, makeVerify));
}
