// The MCP server over Streamable HTTP (`npm run mcp -- --http --port N`), started once for the file.
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {mcpServerChecks} from './mcpChecks';
import {connectHttp, startHttp, type HttpServer} from './mcpServer';

let server: HttpServer;
let client: Client;
beforeAll(async () => {
  server = await startHttp();
  client = await connectHttp(server.url);
}, 30_000);
afterAll(async () => {
  await client?.close();
  server?.stop();
});

mcpServerChecks(() => client);

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: {name: 'page', version: '1'},
  },
});

/** An initialize request as a web page (or a rebinding attack) would send it. */
function post(headers: Record<string, string>): Promise<Response> {
  return fetch(server.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: initialize,
  });
}

it('listens on 127.0.0.1 only', () => {
  expect(server.url.hostname).toBe('127.0.0.1');
});

it('answers a request from its own origin', async () => {
  expect((await post({Origin: server.url.origin})).status).toBe(200);
});

it.each(['https://evil.example', 'http://localhost:1', 'null'])(
  'refuses a request with the foreign Origin %s',
  async (origin) => {
    const response = await post({Origin: origin});
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Forbidden');
  },
);

it('refuses a request whose Host is another name (DNS rebinding)', async () => {
  // fetch sets Host from the URL, so send the request with a foreign name through http.
  const http = await import('node:http');
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(
      server.url,
      {
        method: 'POST',
        headers: {Host: `evil.example:${server.url.port}`, 'Content-Type': 'application/json'},
      },
      (response) => resolve(response.statusCode ?? 0),
    );
    request.on('error', reject);
    request.end(initialize);
  });
  expect(status).toBe(403);
});
