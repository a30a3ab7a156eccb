/**
 * The quick start closes its loop: its page's form posts to its server, which verifies the form's
 * token with siteverify. The recipe run posts real forms (verified, refused, an array field) and
 * ticks the stand-in widget in Chromium; a server planted to accept without verifying fails. In
 * Chromium too, the visitor passes the stand-in widget and sends the form: accepted with the
 * always-pass secret, refused with the one that always answers invalid-input-response.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from 'playwright';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {testChromiumLaunchOptions} from '../../src/config/chromium';
import {projectDefinitions, type ServerRun} from '../../src/plugins/downloadableProjects/projects';
import {projectsOfDocs} from './projectSamples';
import {hostMappingArg} from './runPageSample';
import {runRecipe} from './runRecipe';
import {freePort} from '../../deploy/nginx/localNginx';
import {testKeys, testSecretKeys} from '../../src/data/testKeys';
import {serverCommand} from './downloadableProjects';
import {DriverProcess} from './sampleProcess';
import {substitute} from './substitute';

const server = projectDefinitions.find((project) => project.id === 'quickstart')!.sampleRun
  .server as ServerRun;
let stub: ApiStub;
let browser: Browser;
let workRoot: string;

beforeAll(async () => {
  stub = await startApiStub();
  workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-quick-start-'));
  fs.writeFileSync(path.join(workRoot, 'ca.pem'), stub.caPem);
  browser = await chromium.launch({
    ...testChromiumLaunchOptions,
    args: [...testChromiumLaunchOptions.args!, hostMappingArg],
  });
});

afterAll(async () => {
  await browser?.close();
  await stub?.close();
  fs.rmSync(workRoot, {recursive: true, force: true});
});

const quickStart = () =>
  projectsOfDocs(path.join(__dirname, '../../docs')).projects.find(
    (project) => project.name === 'quickstart',
  )!;

const trust = () => ({caFile: path.join(workRoot, 'ca.pem'), javaTrustStore: ''});

it(
  'the quick start form is verified by its server, in Chromium too',
  {timeout: 180_000},
  async () => {
    const project = quickStart();
    expect(project.files.map((file) => file.path)).toEqual(['index.html', 'server.mjs']);
    const outcome = await runRecipe(
      project,
      server,
      stub,
      trust(),
      path.join(workRoot, 'docs'),
      browser,
    );
    expect(outcome.where).toMatch(/^index\.mdx:\d+$/);
    expect(outcome.cases.map((testCase) => testCase.name)).toContain('its page in Chromium');
    expect(outcome.cases.filter((testCase) => testCase.problems.length > 0)).toEqual([]);
  },
);

it(
  'fails a quick start server that accepts the form without verifying it',
  {timeout: 180_000},
  async () => {
    const project = quickStart();
    const planted = {
      ...project,
      files: project.files.map((file) =>
        file.path === 'server.mjs'
          ? {...file, code: file.code.replace(/const verified =[^;]*;/, 'const verified = true;')}
          : file,
      ),
    };
    expect(planted.files.map((file) => file.code).join('\n')).toContain('const verified = true;');
    const outcome = await runRecipe(planted, server, stub, trust(), path.join(workRoot, 'planted'));
    const invalid = outcome.cases.find((testCase) => testCase.name === 'invalid token');
    expect(invalid?.problems).toContainEqual(
      expect.stringMatching(
        /^accepted the form sent to "\/signup" \(HTTP 200\) without siteverify/,
      ),
    );
  },
);

const refusingSecret = testSecretKeys.find((key) => key.id === 'invalid-input-response')!.value;

/** The quick start served with the test site key and `secret`; the form sent through the widget. */
async function sendThroughWidget(
  secret: string,
  dir: string,
): Promise<{status: number; text: string}> {
  const lane = stub.lane();
  const port = await freePort();
  for (const file of quickStart().files) {
    const code = substitute(file.code, {
      apiBase: lane.httpsBase,
      scriptBase: lane.httpsBase,
      sitekey: testKeys.siteKey,
      secret,
    });
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(path.join(dir, file.path), code);
  }
  const run = serverCommand(server, dir, port, trust());
  const app = new DriverProcess({
    ...run,
    env: {
      ...run.env,
      PORT: String(port),
      BRAMBLE_SITE_KEY: testKeys.siteKey,
      BRAMBLE_SECRET_KEY: secret,
    },
  });
  const context = await browser.newContext({ignoreHTTPSErrors: true});
  try {
    const page = await context.newPage();
    for (let attempt = 0; ; attempt++) {
      try {
        await page.goto(`http://www.example.com:${port}/`);
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await page.waitForTimeout(100); // the server is starting: ask again
      }
    }
    const widget = page.locator('iframe[title="Bramble security check"]').contentFrame();
    await widget.getByRole('checkbox', {name: 'I am human'}).click({timeout: 10_000});
    await widget
      .getByRole('checkbox', {name: 'I am human', checked: true})
      .waitFor({timeout: 10_000});
    await page.locator('input[type="email"]').fill('ada@example.com');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/signup')),
      page.getByRole('button', {name: 'Create account'}).click(),
    ]);
    return {status: answer.status(), text: await answer.text()};
  } finally {
    await context.close();
    await app.stop(true);
  }
}

it(
  'through the stand-in widget, a form Bramble verifies is accepted',
  {timeout: 120_000},
  async () => {
    const answer = await sendThroughWidget(testKeys.secretKey, path.join(workRoot, 'widget-pass'));
    expect(answer).toEqual({status: 200, text: expect.stringMatching(/^Thank you/)});
  },
);

it(
  'through the stand-in widget, a form Bramble refuses is refused',
  {timeout: 120_000},
  async () => {
    const answer = await sendThroughWidget(refusingSecret, path.join(workRoot, 'widget-refused'));
    expect(answer).toEqual({status: 403, text: expect.stringMatching(/could not be verified/)});
  },
);
