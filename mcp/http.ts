import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** The `Host` values and `Origin`s a request may carry. */
export interface AllowedPeers {
  hosts: ReadonlySet<string>;
  origins: ReadonlySet<string>;
}

/**
 * Who may call: this process on its own address (by any local name), the site's own host from
 * SITE_URL (nginx passes the client's `Host` on), and any other public origin the deployment
 * serves the endpoint at (`npm run serve`'s local address).
 */
export function allowedPeers(
  listen: {host: string; port: number},
  publicOrigins: readonly string[],
): AllowedPeers {
  const locals = [...new Set([listen.host, 'localhost', '127.0.0.1', '[::1]'])].map(
    (name) => new URL(`http://${name}:${listen.port}`),
  );
  const urls = [...locals, ...publicOrigins.map((origin) => new URL(origin))];
  return {
    hosts: new Set(urls.map((url) => url.host)),
    origins: new Set(urls.map((url) => url.origin)),
  };
}

/**
 * Against DNS rebinding, as the MCP specification asks (the SDK's allowedHosts/allowedOrigins
 * are deprecated in favour of such a check): the `Host` is one of ours, and so is an `Origin`,
 * which browsers always send.
 */
export function allowedRequest(headers: http.IncomingHttpHeaders, peers: AllowedPeers): boolean {
  if (!headers.host || !peers.hosts.has(headers.host.toLowerCase())) return false;
  return headers.origin === undefined || peers.origins.has(headers.origin);
}

/** What a single JSON-RPC message may weigh: a tool call is a few hundred bytes. */
const maxBodyBytes = 1024 * 1024;

function jsonError(res: http.ServerResponse, status: number, message: string, headers = {}): void {
  res
    .writeHead(status, {'Content-Type': 'application/json', ...headers})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/** The body as JSON, or why not; stops reading past the limit. */
function readJson(
  req: http.IncomingMessage,
): Promise<{ok: true; body: unknown} | {ok: false; status: number; message: string}> {
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
    return Promise.resolve({
      ok: false,
      status: 413,
      message: `The body exceeds ${maxBodyBytes} bytes`,
    });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        // Stop reading; the 413 closes the connection.
        req.removeAllListeners('data');
        req.pause();
        resolve({ok: false, status: 413, message: `The body exceeds ${maxBodyBytes} bytes`});
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve({ok: true, body: JSON.parse(Buffer.concat(chunks).toString('utf8'))});
      } catch {
        resolve({ok: false, status: 400, message: 'Parse error: the body is not JSON'});
      }
    });
    req.on('error', () => resolve({ok: false, status: 400, message: 'The body did not arrive'}));
  });
}

export interface HttpOptions {
  host: string;
  port: number;
  /** Origins the endpoint is published at, besides its own address: the site's SITE_URL. */
  publicOrigins: readonly string[];
  /** The answer of GET /health, for the load balancer and the tests. */
  health: () => Record<string, unknown>;
}

/**
 * Streamable HTTP at /mcp, stateless: every tool only reads, so no session is kept, and each
 * request gets a new server and transport (the SDK's stateless pattern), answered in one JSON
 * body. Any instance behind nginx's upstream can then answer any request. Resolves with the port.
 */
export function serveHttp(newServer: () => McpServer, options: HttpOptions): Promise<number> {
  let peers: AllowedPeers;
  const server = http.createServer(async (req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://x');
    if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {'Content-Type': 'application/json', 'Cache-Control': 'no-cache'});
      res.end(
        req.method === 'GET' ? JSON.stringify({status: 'ok', ...options.health()}) : undefined,
      );
      return;
    }
    if (!allowedRequest(req.headers, peers)) {
      jsonError(
        res,
        403,
        "Forbidden: the Host and Origin must be this server's own (this site's, or its local address)",
      );
      return;
    }
    if (pathname !== '/mcp') {
      res.writeHead(404, {'Content-Type': 'text/plain'}).end('The MCP endpoint is /mcp\n');
      return;
    }
    // Stateless: no event stream to open (GET) and no session to end (DELETE).
    if (req.method !== 'POST') {
      jsonError(res, 405, 'Method not allowed: this endpoint answers POST only', {Allow: 'POST'});
      return;
    }
    const body = await readJson(req);
    if (!body.ok) {
      jsonError(res, body.status, body.message, {Connection: 'close'});
      return;
    }
    try {
      const mcp = newServer();
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      res.on('close', () => {
        void transport.close();
        void mcp.close();
      });
      await mcp.connect(transport);
      await transport.handleRequest(req, res, body.body);
    } catch (error) {
      console.error('bramble-docs MCP server:', error);
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const {port} = server.address() as AddressInfo;
      peers = allowedPeers({host: options.host, port}, options.publicOrigins);
      resolve(port);
    });
  });
}
