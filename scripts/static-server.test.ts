import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createStaticServer, notFoundPageFor} from './static-server';

describe('notFoundPageFor', () => {
  it.each([
    {name: 'root', input: '/', expected: '404.html'},
    {name: 'English page', input: '/nope', expected: '404.html'},
    {name: 'French page', input: '/fr/nope', expected: 'fr/404.html'},
    {name: 'French root without slash', input: '/fr', expected: 'fr/404.html'},
    {name: 'a path that only starts with fr', input: '/frog', expected: '404.html'},
  ])('$name', ({input, expected}) => {
    expect(notFoundPageFor(input)).toBe(expected);
  });
});

describe('createStaticServer', () => {
  let dir: string;
  let base: string;
  let server: ReturnType<typeof createStaticServer>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    fs.mkdirSync(path.join(dir, 'fr'));
    fs.writeFileSync(path.join(dir, 'index.html'), 'home');
    fs.mkdirSync(path.join(dir, 'api'));
    fs.writeFileSync(path.join(dir, 'api/index.html'), 'api');
    fs.writeFileSync(path.join(dir, '404.html'), 'not found');
    fs.writeFileSync(path.join(dir, 'fr/index.html'), 'accueil');
    fs.writeFileSync(path.join(dir, 'fr/404.html'), 'introuvable');
    fs.writeFileSync(path.join(dir, 'api.md'), '# API');
    fs.writeFileSync(path.join(dir, 'fr/llms.txt'), '# Docs');
    server = createStaticServer(dir);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it.each([
    {path: '/', status: 200, body: 'home'},
    {path: '/api', status: 200, body: 'api'},
    {path: '/api/', status: 200, body: 'api'},
    {path: '/api?x=1#h', status: 200, body: 'api'},
    {path: '/fr', status: 200, body: 'accueil'},
    {path: '/%2e%2e/etc', status: 404, body: 'not found'},
    {path: '/fr/', status: 200, body: 'accueil'},
    {path: '/missing', status: 404, body: 'not found'},
    {path: '/fr/missing', status: 404, body: 'introuvable'},
    {path: '/fr/%E0%A4%A', status: 404, body: 'introuvable'},
  ])('$path answers $status', async ({path: urlPath, status, body}) => {
    const res = await fetch(base + urlPath);
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(body);
  });

  it.each([
    {path: '/api.md', type: 'text/markdown; charset=utf-8', body: '# API'},
    {path: '/fr/llms.txt', type: 'text/plain; charset=utf-8', body: '# Docs'},
    {path: '/api', type: 'text/html; charset=utf-8', body: 'api'},
  ])('$path is served as $type', async ({path: urlPath, type, body}) => {
    const res = await fetch(base + urlPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(await res.text()).toBe(body);
  });
});
