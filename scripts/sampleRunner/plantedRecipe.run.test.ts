/**
 * The recipe runner catches a form that misses its script: Plain HTML and
 * PHP with its old `action="/contact"` planted back fails, naming the
 * sample, although `php -S` answers that path with the page and HTTP 200.
 * It also catches a token field sent as an array (`bramble-response[]=x`)
 * that the old script passed to a `string` parameter: a TypeError, HTTP 500.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {projectsOfDocs} from './projectSamples';
import {projectDefinitions, type ServerRun} from '../../src/plugins/downloadableProjects/projects';
import {runRecipe} from './runRecipe';

const php = projectDefinitions.find((project) => project.id === 'php')!.sampleRun
  .server as ServerRun;
let stub: ApiStub;
let workRoot: string;

beforeAll(async () => {
  stub = await startApiStub();
  workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-planted-recipe-'));
  fs.writeFileSync(path.join(workRoot, 'ca.pem'), stub.caPem);
});

afterAll(async () => {
  await stub?.close();
  fs.rmSync(workRoot, {recursive: true, force: true});
});

it(
  'fails the PHP recipe whose form posts to /contact, naming the sample',
  {timeout: 120_000},
  async () => {
    const project = projectsOfDocs(path.join(__dirname, '../../docs')).projects.find(
      (candidate) => candidate.name === 'php',
    )!;
    const planted = {
      ...project,
      files: project.files.map((file) =>
        file.path === 'index.html'
          ? {...file, code: file.code.replace(/<form action="[^"]*"/, '<form action="/contact"')}
          : file,
      ),
    };
    expect(planted.files.map((file) => file.code).join('\n')).toContain('<form action="/contact"');
    const trust = {caFile: path.join(workRoot, 'ca.pem'), javaTrustStore: ''};
    const outcome = await runRecipe(planted, php, stub, trust, path.join(workRoot, 'php'));
    expect(outcome.where).toMatch(/^integrations\/html-php\.mdx:\d+$/);
    expect(outcome.cases.find((testCase) => testCase.name === 'valid')?.problems).toEqual([
      'the form\'s action "/contact" answered HTTP 200 with the page itself: the form never reaches the server\'s script',
      'accepted the form sent to "/contact" (HTTP 200) without siteverify verifying its token',
    ]);
  },
);

const arrayCase = 'token field sent as an array (bramble-response[]=x)';

async function runPhp(contactPhp: (code: string) => string, dir: string) {
  const project = projectsOfDocs(path.join(__dirname, '../../docs')).projects.find(
    (candidate) => candidate.name === 'php',
  )!;
  const planted = {
    ...project,
    files: project.files.map((file) =>
      file.path === 'contact.php' ? {...file, code: contactPhp(file.code)} : file,
    ),
  };
  const trust = {caFile: path.join(workRoot, 'ca.pem'), javaTrustStore: ''};
  return runRecipe(planted, php, stub, trust, path.join(workRoot, dir));
}

it('the PHP recipe refuses a token field sent as an array', {timeout: 120_000}, async () => {
  const outcome = await runPhp((code) => code, 'php-array');
  expect(outcome.cases.find((testCase) => testCase.name === arrayCase)?.problems).toEqual([]);
});

it(
  'fails the PHP recipe that hands an array token to bramble_verify(string …)',
  {timeout: 120_000},
  async () => {
    // The script before the fix: the field went straight to the string parameter.
    const old = (code: string) =>
      code.replace(
        /\$token = \$_POST\['bramble-response'\] \?\? '';\n.*\nif \(!is_string\(\$token\) \|\| !bramble_verify\(\$token,/,
        "if (!bramble_verify($_POST['bramble-response'] ?? '',",
      );
    const outcome = await runPhp((code) => {
      const planted = old(code);
      expect(planted).not.toContain('is_string');
      return planted;
    }, 'php-array-planted');
    expect(outcome.cases.find((testCase) => testCase.name === arrayCase)?.problems).toEqual([
      'answered HTTP 500 instead of refusing the form',
    ]);
  },
);
