// The project's test (`npm test`): runs verify-test-token.mjs, which sends the
// test token with the test keys to siteverify, and checks Bramble's answer.
// BRAMBLE_API_BASE points it at another Bramble API, such as a stand-in in CI:
// the test then runs a copy whose siteverify URL starts with it.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

const bramble = 'https://api.bramble.example';
const apiBase = (process.env.BRAMBLE_API_BASE || bramble).replace(/\/$/, '');
const projectDir = fileURLToPath(new URL('..', import.meta.url));

test('the test token verifies with the test keys', async (t) => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-quick-start-test-'));
  t.after(() => fs.rmSync(workDir, {recursive: true, force: true}));
  const program = path.join(workDir, 'verify-test-token.mjs');
  const code = fs.readFileSync(path.join(projectDir, 'verify-test-token.mjs'), 'utf8');
  fs.writeFileSync(program, code.replaceAll(bramble, apiBase));
  const {stdout} = await promisify(execFile)(process.execPath, [program], {timeout: 30_000});
  const [status, ...answer] = stdout.trim().split(' ');
  assert.equal(status, '200', stdout);
  const result = JSON.parse(answer.join(' '));
  assert.equal(result.success, true, stdout);
  assert.equal(result.hostname, 'test-key-pass');
});

test('the page holds the widget with a site key', () => {
  const page = fs.readFileSync(path.join(projectDir, 'index.html'), 'utf8');
  assert.match(page, /<script src="https:\/\/js\.bramble\.example\/1\/api\.js" async defer>/);
  assert.match(page, /class="bramble" data-sitekey="[^"]+"/);
});
