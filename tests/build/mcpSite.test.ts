// The MCP server reading a published site (`--site URL`) through its llms.txt, with its cache:
// here the test build, served by a small HTTP server that counts what it is asked for.
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {allTestKeys} from '../../src/data/testKeys';
import {buildDir, callTool, connectStdio} from './mcpServer';

const requested: string[] = [];
const site = http.createServer((req, res) => {
  const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  requested.push(urlPath);
  const file = path.join(buildDir, path.posix.normalize(urlPath));
  if (
    !file.startsWith(buildDir + path.sep) ||
    !fs.existsSync(file) ||
    fs.statSync(file).isDirectory()
  ) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {'Content-Type': 'text/plain; charset=utf-8'}).end(fs.readFileSync(file));
});

let client: Client;
let origin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // No --build folder to fall back on: everything must come from the site.
  client = await connectStdio(['--site', origin]);
}, 30_000);
afterAll(async () => {
  await client?.close();
  site.close();
});

it('lists the pages of both locales from their llms.txt, with the site as their URL', async () => {
  expect(requested).toEqual(expect.arrayContaining(['/llms.txt', '/fr/llms.txt']));
  const {text} = await callTool(client, 'list_pages', {locale: 'fr'});
  expect(text).toContain(`Tests (/fr/testing): ${origin}/fr/testing`);
});

it('reads a page from its twin once, then from its cache', async () => {
  for (let i = 0; i < 2; i++) {
    const {text, isError} = await callTool(client, 'get_page', {path: '/testing'});
    expect(isError).toBe(false);
    expect(text.startsWith(`Source: ${origin}/testing\n`)).toBe(true);
    for (const key of allTestKeys) expect(text).toContain(key);
  }
  expect(requested.filter((p) => p === '/testing.md')).toHaveLength(1);
});

it('answers a page the site does not have with a tool error', async () => {
  const {isError, text} = await callTool(client, 'get_page', {path: '/fr/nothing-here'});
  expect(isError).toBe(true);
  expect(text).toContain('list_pages');
});

it('says that searching needs a local build, as a tool error', async () => {
  const {isError, text} = await callTool(client, 'search_docs', {query: 'test keys'});
  expect(isError).toBe(true);
  expect(text).toContain('list_pages');
});
