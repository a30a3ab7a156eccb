import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/**
 * Whether a request may reach the server. The MCP specification asks local HTTP servers to check
 * `Origin` against DNS rebinding: a web page whose host name was made to point at 127.0.0.1 would
 * otherwise talk to us from the visitor's browser. So the `Host` must name this server, and an
 * `Origin`, which browsers always send on such requests, must be this server's own; clients that
 * are not browsers send none. (The SDK's own allowedHosts/allowedOrigins options are deprecated
 * in favour of a check like this one in front of the transport.)
 */
export function allowedRequest(
  headers: http.IncomingHttpHeaders,
  host: string,
  port: number,
): boolean {
  const names = new Set([host, 'localhost', '127.0.0.1', '[::1]']);
  const hosts = [...names].map((name) => `${name}:${port}`);
  if (!headers.host || !hosts.includes(headers.host)) return false;
  const origin = headers.origin;
  return origin === undefined || hosts.some((h) => origin === `http://${h}`);
}

/**
 * Streamable HTTP at /mcp, stateless: each request gets its own server and transport, which the
 * SDK recommends when no state is kept between calls (every tool here only reads). Resolves with
 * the port, which may have been 0 (any free port).
 */
export function serveHttp(newServer: () => McpServer, host: string, port: number): Promise<number> {
  const server = http.createServer(async (req, res) => {
    const {port: actual} = server.address() as AddressInfo;
    if (!allowedRequest(req.headers, host, actual)) {
      res.writeHead(403, {'Content-Type': 'application/json'}).end(
        JSON.stringify({
          jsonrpc: '2.0',
          error: {
            code: -32000,
            message:
              'Forbidden: this server only answers local clients (Host and Origin must be this server)',
          },
          id: null,
        }),
      );
      return;
    }
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/mcp') {
      res.writeHead(404, {'Content-Type': 'text/plain'}).end('The MCP endpoint is /mcp\n');
      return;
    }
    try {
      const mcp = newServer();
      const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined});
      res.on('close', () => {
        void transport.close();
        void mcp.close();
      });
      await mcp.connect(transport);
      await transport.handleRequest(req, res);
    } catch (error) {
      console.error('bramble-docs MCP server:', error);
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
