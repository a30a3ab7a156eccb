// The project's test (`npm test`): starts server.js on a free port with the
// test keys, whatever .env holds, and sends the contact form as the page does.
// It passes when Bramble verifies the test token. BRAMBLE_API_BASE points the
// server at another Bramble API, such as a stand-in in CI: the test then runs
// a copy of the project whose siteverify URL starts with it.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {fileURLToPath} from 'node:url';

const testKeys = {
  sitekey: '10000000-0000-4000-8000-000000000001',
  secret: '0x1000000000000000000000000000000000000001',
  token: '10000000-aaaa-4000-8000-000000000001',
};
const bramble = 'https://api.bramble.example';
const apiBase = (process.env.BRAMBLE_API_BASE || bramble).replace(/\/$/, '');
const projectDir = fileURLToPath(new URL('..', import.meta.url));

let workDir;
let server;
let output = '';
let baseUrl;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

before(async () => {
  if (!fs.existsSync(path.join(projectDir, 'node_modules/express'))) {
    throw new Error('Run npm install first.');
  }
  const port = await freePort();
  // A copy of the project, with the port and (when asked) the API swapped.
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-express-test-'));
  for (const file of ['package.json', 'bramble.js', 'server.js', 'views']) {
    fs.cpSync(path.join(projectDir, file), path.join(workDir, file), {recursive: true});
  }
  fs.symlinkSync(
    path.join(projectDir, 'node_modules'),
    path.join(workDir, 'node_modules'),
    'junction',
  );
  const swap = (file, from, to) => {
    const target = path.join(workDir, file);
    fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replaceAll(from, to));
  };
  swap('bramble.js', bramble, apiBase);
  swap('server.js', 'app.listen(3000', `app.listen(${port}`);
  server = spawn(process.execPath, ['server.js'], {
    cwd: workDir,
    env: {...process.env, BRAMBLE_SITE_KEY: testKeys.sitekey, BRAMBLE_SECRET_KEY: testKeys.secret},
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`${baseUrl}/contact.html`);
      return;
    } catch {
      if (Date.now() > deadline || server.exitCode !== null) {
        throw new Error(`The server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

after(() => {
  server?.kill();
  if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
});

function sendForm(fields) {
  return fetch(`${baseUrl}/api/contact`, {method: 'POST', body: new URLSearchParams(fields)});
}

test('the contact page holds the widget with the site key of the environment', async () => {
  const res = await fetch(`${baseUrl}/contact.html`);
  assert.equal(res.status, 200);
  assert.match(await res.text(), new RegExp(`class="bramble" data-sitekey="${testKeys.sitekey}"`));
});

test('a form with a token Bramble verifies is accepted', async () => {
  const res = await sendForm({
    email: 'ada@example.com',
    message: 'Hello',
    'bramble-response': testKeys.token,
  });
  assert.deepEqual(await res.json(), {ok: true}, output);
  assert.equal(res.status, 200);
});

test('a form without a token is refused', async () => {
  const res = await sendForm({email: 'ada@example.com', message: 'Hello'});
  assert.equal(res.status, 403);
});
