/**
 * The runner catches what it is for: four planted samples, each with a bug
 * a parser cannot see, fail the run with the problem named.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from 'playwright';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {testChromiumLaunchOptions} from '../../src/config/chromium';
import {docsVerifier, runPageSample} from './runPageSample';
import type {RunnableSample} from './runnableSamples';
import {runProgramSample} from './runProgramSample';
import {runVerifier} from './runVerifier';
import type {SampleOutcome} from './sampleOutcome';

let stub: ApiStub;
let browser: Browser;
let workRoot: string;
const trust = () => ({caFile: path.join(workRoot, 'ca.pem'), javaTrustStore: ''});

beforeAll(async () => {
  stub = await startApiStub();
  workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-planted-'));
  fs.writeFileSync(trust().caFile, stub.caPem);
  browser = await chromium.launch(testChromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await stub?.close();
  fs.rmSync(workRoot, {recursive: true, force: true});
});

const nodeVerifier = (code: string): RunnableSample => ({
  where: 'planted.mdx:1',
  page: 'planted.mdx',
  runtime: 'node',
  kind: 'verifier',
  entry: 'verify',
  title: 'verify.mjs',
  standIn: '',
  code,
});

const problemsOf = (outcome: SampleOutcome, name: string) =>
  outcome.cases.find((testCase) => testCase.name === name)?.problems ?? [];

it(
  'catches a verifier that sends remoteip empty when the visitor IP is unknown',
  {timeout: 120_000},
  async () => {
    const outcome = await runVerifier(
      nodeVerifier(`
export async function verify(token, remoteip) {
  if (!token) return false;
  // The bug: an unknown IP is sent as an empty field.
  const body = new URLSearchParams({secret: 'YOUR_SECRET_KEY', response: token, sitekey: 'YOUR_SITE_KEY', remoteip: remoteip ?? ''});
  try {
    const res = await fetch('https://api.bramble.example/siteverify', {method: 'POST', body, signal: AbortSignal.timeout(5000)});
    return res.ok && (await res.json()).success === true;
  } catch {
    return false;
  }
}`),
      stub,
      trust(),
      path.join(workRoot, 'empty-remoteip'),
    );
    expect(problemsOf(outcome, 'valid, visitor IP unknown')).toContain('sent remoteip empty');
    expect(problemsOf(outcome, 'valid')).toEqual([]);
  },
);

it('catches a verifier that takes an HTTP 5xx for a verdict', {timeout: 120_000}, async () => {
  const outcome = await runVerifier(
    nodeVerifier(`
export async function verify(token, remoteip) {
  if (!token) return false;
  const body = new URLSearchParams({secret: 'YOUR_SECRET_KEY', response: token, sitekey: 'YOUR_SITE_KEY'});
  if (remoteip) body.append('remoteip', remoteip);
  try {
    const res = await fetch('https://api.bramble.example/siteverify', {method: 'POST', body, signal: AbortSignal.timeout(5000)});
    // The bug: the status is never read, and "no error codes" is taken for a pass.
    const result = await res.json().catch(() => ({}));
    return !(result['error-codes'] ?? []).length;
  } catch {
    return false;
  }
}`),
    stub,
    trust(),
    path.join(workRoot, 'ignores-5xx'),
  );
  expect(problemsOf(outcome, 'HTTP 503').join()).toMatch(/returned true, expected false/);
  expect(problemsOf(outcome, 'invalid token')).toEqual([]);
});

it(
  'catches a quick-start program that does not print the HTTP status',
  {timeout: 60_000},
  async () => {
    // The bug: curl prints the body only, while the page says each program prints the status too.
    const outcome = await runProgramSample(
      {
        where: 'planted.mdx:1',
        page: 'planted.mdx',
        runtime: 'shell',
        kind: 'program',
        entry: '',
        title: '',
        standIn: '',
        code: `curl --silent --show-error --max-time 5 https://api.bramble.example/siteverify \\
  --data-urlencode "secret=0x1000000000000000000000000000000000000001" \\
  --data-urlencode "response=10000000-aaaa-4000-8000-000000000001"`,
      },
      stub,
      trust(),
      path.join(workRoot, 'no-status'),
    );
    expect(problemsOf(outcome, 'as written (test keys)').join()).toMatch(
      /did not print the HTTP status 200/,
    );
  },
);

it(
  'catches a page whose onload function is defined after the async script',
  {timeout: 120_000},
  async () => {
    const page: RunnableSample = {
      where: 'planted.mdx:2',
      page: 'planted.mdx',
      runtime: 'chromium',
      kind: 'page',
      entry: '',
      title: '',
      standIn: '',
      code: `<!doctype html>
<html lang="en">
  <head>
    <title>Sign up</title>
    <script src="https://js.bramble.example/1/api.js?render=explicit&onload=onBrambleLoad" async defer></script>
  </head>
  <body>
    <form action="/signup" method="POST">
      <div id="captcha"></div>
      <button type="submit">Sign up</button>
    </form>
    <script>
      function onBrambleLoad() {
        bramble.render('captcha', {sitekey: 'YOUR_SITE_KEY'});
      }
    </script>
  </body>
</html>`,
    };
    const verifier = nodeVerifier(
      fs.readFileSync(path.join(__dirname, 'drivers/planted-verifier.mjs'), 'utf8'),
    );
    const outcome = await runPageSample(browser, page, stub, (lane) =>
      docsVerifier(verifier, lane, workRoot),
    );
    expect(problemsOf(outcome, 'script first')).toContainEqual(
      expect.stringMatching(
        /^console error: bramble: onload function "onBrambleLoad" is not defined \(https?:\/\/[^)]*\/api\.js\?/,
      ),
    );
    // Arriving last, the same script finds the function: only the first order shows the bug.
    expect(problemsOf(outcome, 'script last')).toEqual([]);
  },
);
