// The project's test (`npm test`), with the test keys whatever .env holds: the program
// verify-test-token.mjs gets Bramble's answer for the test token, and server.mjs serves the page
// and accepts its form only when Bramble verifies the form's token. The always-pass test site key
// fills the form's bramble-response field with the test token, so the test sends that.
// BRAMBLE_API_BASE points it at another Bramble API, such as a stand-in in CI: the test then runs
// copies whose siteverify URL starts with it.
import assert from 'node:assert/strict';
import {execFile, spawn} from 'node:child_process';
import {once} from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

const bramble = 'https://api.bramble.example';
const apiBase = (process.env.BRAMBLE_API_BASE || bramble).replace(/\/$/, '');
const projectDir = fileURLToPath(new URL('..', import.meta.url));
const testSiteKey = '10000000-0000-4000-8000-000000000001';
const passSecret = '0x1000000000000000000000000000000000000001';
// The test secret with which siteverify always answers invalid-input-response.
const refusingSecret = '0x2000000000000000000000000000000000000002';
const testToken = '10000000-aaaa-4000-8000-000000000001';

/** A copy of the project's file in `dir`, its siteverify URL starting with BRAMBLE_API_BASE. */
function copyWithApiBase(file, dir) {
  const code = fs.readFileSync(path.join(projectDir, file), 'utf8');
  fs.writeFileSync(path.join(dir, file), code.replaceAll(bramble, apiBase));
  return path.join(dir, file);
}

function workDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-quick-start-test-'));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  return dir;
}

async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const {port} = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/** server.mjs started with these keys; resolves once it says where to open it. */
async function startServer(t, secret) {
  const dir = workDir(t);
  const server = copyWithApiBase('server.mjs', dir);
  fs.copyFileSync(path.join(projectDir, 'index.html'), path.join(dir, 'index.html'));
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      BRAMBLE_SITE_KEY: testSiteKey,
      BRAMBLE_SECRET_KEY: secret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.after(() => child.kill());
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (data) => {
      output += data;
      if (output.includes(`127.0.0.1:${port}`)) resolve();
    });
    child.stderr.on('data', (data) => (output += data));
    child.on('exit', (code) => reject(new Error(`server.mjs exited with ${code}:\n${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

/** The page's form, sent as the browser sends it: its fields, with the widget's token. */
function sendForm(url, token) {
  const fields = new URLSearchParams({email: 'ada@example.com'});
  if (token !== undefined) fields.set('bramble-response', token);
  return fetch(`${url}/signup`, {
    method: 'POST',
    body: fields,
    signal: AbortSignal.timeout(20_000),
  });
}

test('the test token verifies with the test keys', async (t) => {
  const program = copyWithApiBase('verify-test-token.mjs', workDir(t));
  const {stdout} = await promisify(execFile)(process.execPath, [program], {timeout: 30_000});
  const [status, ...answer] = stdout.trim().split(' ');
  assert.equal(status, '200', stdout);
  const result = JSON.parse(answer.join(' '));
  assert.equal(result.success, true, stdout);
  assert.equal(result.hostname, 'test-key-pass');
});

test('the page holds the widget in a form that posts to /signup', () => {
  const page = fs.readFileSync(path.join(projectDir, 'index.html'), 'utf8');
  assert.match(page, /<script src="https:\/\/js\.bramble\.example\/1\/api\.js" async defer>/);
  assert.match(page, /<form action="\/signup" method="POST">/);
  assert.match(page, /class="bramble" data-sitekey="[^"]+"/);
});

test('the server serves the page and accepts a form Bramble verifies', async (t) => {
  const url = await startServer(t, passSecret);
  const page = await fetch(`${url}/`);
  assert.equal(page.status, 200);
  assert.equal(await page.text(), fs.readFileSync(path.join(projectDir, 'index.html'), 'utf8'));
  const answer = await sendForm(url, testToken);
  assert.equal(answer.status, 200, await answer.text());
});

test('the server refuses a form Bramble refuses, and one without a token', async (t) => {
  const url = await startServer(t, refusingSecret);
  const refused = await sendForm(url, testToken);
  assert.equal(refused.status, 403, await refused.text());
  const withoutToken = await sendForm(url, undefined);
  assert.equal(withoutToken.status, 403, await withoutToken.text());
});
