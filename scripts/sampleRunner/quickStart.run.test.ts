/**
 * The quick start closes its loop: its page's form posts to its server, which verifies the form's
 * token with siteverify. The recipe run posts real forms (verified, refused, an array field) and
 * ticks the stand-in widget in Chromium; a server planted to accept without verifying fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from 'playwright';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {chromiumLaunchOptions} from '../../src/config/chromium';
import {projectDefinitions, type ServerRun} from '../../src/plugins/downloadableProjects/projects';
import {projectsOfDocs} from './projectSamples';
import {hostMappingArg} from './runPageSample';
import {runRecipe} from './runRecipe';

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
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args!, hostMappingArg],
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
