// The hosted MCP endpoint as `npm run serve` serves it: nginx with the site config, two stateless
// instances behind its /mcp upstream, and the SDK's client on the site's own origin.
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {fetchFrom, requestFrom, type RawAnswer} from '../../deploy/nginx/clientAddress';
import {serveSite, type LocalSite} from '../../deploy/nginx/localSite';
import {testSiteUrl} from '../testEnv';
import {mcpServerChecks} from './mcpChecks';
import {callTool} from './mcpServer';

let site: LocalSite;
let client: Client;
const endpoint = () => new URL('/mcp', site.url);

beforeAll(async () => {
  site = await serveSite({instances: 2});
  client = await connectFrom(spreadAddresses());
});
afterAll(async () => {
  await client?.close();
  await site?.stop();
});

const ping = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});

/** A POST or another method to the site, as a client at `from` (a loopback address) sends it. */
function send(
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string,
  from?: string,
): Promise<RawAnswer> {
  return requestFrom(from, new URL(urlPath, site.url), {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...headers,
    },
    body,
  });
}

/**
 * Each request of the shared checks from the next of 250 loopback addresses: they send over a
 * hundred requests as fast as they can, which one client past nginx's per-client limit would see
 * answered 429 (the flood test below holds that limit).
 */
function spreadAddresses(): () => string {
  let next = 0;
  return () => `127.0.1.${(next++ % 250) + 1}`;
}

/**
 * The SDK's client on the endpoint, from its own loopback address (or each request from the
 * next one given): each client has its own allowance of nginx's per-client rate limit, as
 * assistants on different machines have.
 */
async function connectFrom(from: string | (() => string)): Promise<Client> {
  const connected = new Client({name: 'bramble-docs-tests', version: '1.0.0'});
  const fetch: typeof globalThis.fetch = (url, init) =>
    fetchFrom(typeof from === 'string' ? from : from())(url as string | URL, init);
  await connected.connect(new StreamableHTTPClientTransport(endpoint(), {fetch}));
  return connected;
}

describe('through nginx, on the site’s origin', () => {
  mcpServerChecks(() => client, {bodyLimitBytes: 64 * 1024});

  it('answers in JSON with the site’s security headers, never cached', async () => {
    const answer = await send('POST', '/mcp', {}, ping);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({jsonrpc: '2.0', id: 1, result: {}});
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['strict-transport-security']).toBeDefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['mcp-session-id']).toBeUndefined();
  });

  it.each(['GET', 'DELETE'])('answers %s with 405 and Allow: POST', async (method) => {
    const answer = await send(method, '/mcp');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('reports an instance’s health', async () => {
    const answer = await send('GET', '/mcp/health');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({status: 'ok', pages: expect.any(Number)});
  });

  it('refuses a body over 64 KB', async () => {
    const answer = await send('POST', '/mcp', {}, ' '.repeat(65 * 1024) + ping);
    expect(answer.status).toBe(413);
  });

  it('has each instance refuse a body over 1 MB, behind nginx or not', async () => {
    const instance = new URL(`http://${site.instances[1]!.address}/mcp`);
    const answer = await requestFrom(undefined, instance, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
      body: ' '.repeat(1024 * 1024) + ping,
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('exceeds');
  });

  it('allows the site’s own host and origin, from SITE_URL', async () => {
    const {host, origin} = new URL(testSiteUrl);
    const answer = await send('POST', '/mcp', {Host: host, Origin: origin}, ping);
    expect(answer.status).toBe(200);
  });

  it.each<{name: string; headers: Record<string, string>}>([
    {name: 'a foreign Host (DNS rebinding)', headers: {Host: 'evil.example'}},
    {name: 'a foreign Origin', headers: {Origin: 'https://evil.example'}},
    {name: 'the site’s origin over plain http', headers: {Origin: 'http://docs.bramble.example'}},
  ])('refuses $name', async ({headers}) => {
    const answer = await send('POST', '/mcp', headers, ping);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Forbidden');
  });

  it('answers every request with one of its two instances stopped', async () => {
    await site.instances[0]!.stop();
    const survivor = await connectFrom('127.0.0.3');
    try {
      // Round robin sends every other request to the stopped one first.
      for (const value of ['fail', 'pass', 'challenge', 'high-risk', 'always fails', 'pass']) {
        const answer = await callTool(survivor, 'lookup', {kind: 'test-key', value});
        expect(answer.isError, answer.text).toBe(false);
      }
      const pings = await Promise.all(
        Array.from({length: 8}, () => send('POST', '/mcp', {}, ping, '127.0.0.3')),
      );
      expect(pings.map((p) => p.status)).toEqual(Array(8).fill(200));
    } finally {
      await survivor.close();
    }
  });
});

describe('the per-client rate limit', () => {
  it('answers a flood with 429 and Retry-After, and the rest normally', async () => {
    let refused: RawAnswer | undefined;
    const statuses = new Set<number>();
    for (let round = 0; round < 10 && !refused; round++) {
      const answers = await Promise.all(
        Array.from({length: 100}, () => send('POST', '/mcp', {}, ping, '127.0.0.4')),
      );
      for (const answer of answers) statuses.add(answer.status);
      refused = answers.find((a) => a.status === 429);
    }
    expect(refused).toBeDefined();
    expect(refused!.headers['retry-after']).toBe('1');
    expect(refused!.headers['x-frame-options']).toBe('DENY');
    expect([...statuses].sort()).toEqual([200, 429]);
  });
});
