// `npm start`, the README's first command, as a newcomer tries the site: its docs server serves
// every file a reader can click (Copy page and View Markdown fetch the twins; llms.txt, the Atom
// feed and both download buttons link to files), each with the type nginx gives it in production,
// and a page's twin follows an edit. One dev server for every check: it takes a while to compile.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {freePort} from '../../deploy/nginx/localNginx';
import {copySite} from '../../scripts/regenerateTranslations';
import {testKeys} from '../../src/data/testKeys';

// What a browser sends when a reader opens a link: the dev server answers such a request with
// the app's HTML when it has no file at that path.
const navigation = {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'};

let site = '';
let server: ChildProcess | undefined;
let output = '';
let origin = '';

const get = (urlPath: string, init: RequestInit = {}) =>
  fetch(`${origin}${urlPath}`, {headers: navigation, ...init});

beforeAll(async () => {
  // A copy of the site, so the test can edit a page and shares no generated files with a
  // build or a developer's own `npm start` running beside it.
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-npm-start-'));
  copySite('.', site);
  const port = await freePort();
  // As from a shell: without the NODE_ENV=test Vitest sets for itself.
  const shellEnv = {...process.env};
  delete shellEnv.NODE_ENV;
  origin = `http://127.0.0.1:${port}`;
  // The docs part of `npm start`, with its environment, on a free port (the last --port wins).
  server = spawn('npm', ['run', 'start:docs', '--', '--port', String(port)], {
    cwd: site,
    // Its own process group, stopped whole; Rspack's persistent cache is keyed to the site's
    // folder, and a copy's would evict the developer's.
    detached: true,
    env: {...shellEnv, FORCE_COLOR: '0', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout!, server.stderr!]) {
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }
  // The first answer waits for the first compilation, however long a busy machine takes: the
  // hook's own timeout (vitest.config.mts) only guards against a hang.
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    const answered = await get('/').catch(() => undefined);
    if (answered?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  }
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

describe('npm start', () => {
  it.each([
    [
      'a docs page’s Markdown twin',
      '/api.md',
      'text/markdown; charset=utf-8',
      '# Verification API',
    ],
    ['the home page’s twin', '/index.md', 'text/markdown; charset=utf-8', '# Developer guide'],
    ['a twin in a folder', '/integrations/express.md', 'text/markdown; charset=utf-8', '# Express'],
    ['llms.txt', '/llms.txt', 'text/plain; charset=utf-8', '# Bramble Docs'],
    ['llms-full.txt', '/llms-full.txt', 'text/plain; charset=utf-8', '# Developer guide'],
    [
      'the changelog’s Atom feed',
      '/changelog.atom',
      'application/atom+xml; charset=utf-8',
      '<?xml',
    ],
    ['a project’s manifest', '/downloads/express.json', 'application/json; charset=utf-8', '{'],
  ])('serves %s (%s) as %s', async (_, urlPath, type, start) => {
    const response = await get(urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect((await response.text()).slice(0, start.length)).toBe(start);
  });

  it('serves a project’s zip, with the test keys, as application/zip', async () => {
    const response = await get('/downloads/express.zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    // Stored uncompressed: the .env's text is in the zip as it is.
    expect(zip.toString('latin1')).toContain(`BRAMBLE_SITE_KEY=${testKeys.siteKey}`);
  });

  it('still answers a page whose path is also a folder of twins with the page', async () => {
    const response = await get('/integrations', {redirect: 'manual'});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  // As nginx does: the folders hold no pages, and no answer names a path of the machine. The
  // headers are the ones that reached the dev server's folder listing rather than the app's HTML.
  it.each([
    ['/api.md/', ''],
    ['/api.md/x', ''],
    ['/downloads/express.zip/', ''],
    ['/img/favicon.svg/x', ''],
    ['/downloads/', 'application/json'],
  ])('answers 404 for %s (Accept: %j), naming no file', async (urlPath, accept) => {
    const response = await get(urlPath, {headers: {Accept: accept}});
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain(site);
    expect(body).not.toContain(path.resolve('.'));
    expect(body).not.toContain('express.json');
  });

  it('remakes a page’s twin and llms-full.txt when the page changes', async () => {
    const line = 'A sentence written while the dev server runs.';
    fs.appendFileSync(path.join(site, 'docs/privacy.mdx'), `\n${line}\n`);
    for (const urlPath of ['/privacy.md', '/llms-full.txt']) {
      // A busy machine recompiles slowly: up to the test's hang guard (vitest.config.mts).
      await expect
        .poll(async () => (await get(urlPath)).text(), {timeout: 280_000})
        .toContain(line);
    }
  });
});
