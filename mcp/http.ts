import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/**
 * Against DNS rebinding, as the MCP specification asks (the SDK's allowedHosts/allowedOrigins
 * are deprecated in favour of such a check): an `Origin`, which browsers always send, is ours.
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

/** Streamable HTTP at /mcp, stateless (every tool only reads); resolves with the port. */
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
