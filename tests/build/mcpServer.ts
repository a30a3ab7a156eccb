// Starts the MCP server (mcp/) on the test build as `npm run mcp` does, and talks to it through the
// SDK's own client, as an assistant would.
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

const root = path.resolve(import.meta.dirname, '../..');
const start = path.join(root, 'mcp/start.mjs');
/** The build the other build checks read. */
export const buildDir = path.join(root, process.env.SEARCH_RELEVANCE_BUILD ?? 'build');

function newClient(): Client {
  return new Client({name: 'bramble-docs-tests', version: '1.0.0'});
}

/** The server over stdio, started by the client as an assistant starts it. */
export async function connectStdio(args: readonly string[] = []): Promise<Client> {
  const client = newClient();
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [start, '--build', buildDir, ...args],
      cwd: root,
      stderr: 'inherit',
    }),
  );
  return client;
}

/** A server on Streamable HTTP: its URL, and a function that stops it. */
export type HttpServer = {url: URL; stop: () => void};

/** Starts `npm run mcp -- --http --port 0` and waits for the line that names its port. */
export function startHttp(args: readonly string[] = []): Promise<HttpServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [start, '--http', '--port', '0', '--build', buildDir, ...args],
    {cwd: root, stdio: ['ignore', 'inherit', 'pipe']},
  );
  return new Promise((resolve, reject) => {
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /on (http:\/\/\S+\/mcp)/.exec(log);
      if (match) resolve({url: new URL(match[1]!), stop: () => child.kill()});
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${log}`)));
  });
}

export async function connectHttp(url: URL): Promise<Client> {
  const client = newClient();
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

/** A tool's text answer and whether it is a tool error. */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
  return {text, isError: result.isError === true};
}

/** The page paths of a search_docs answer, in its order. */
export function pagePaths(searchAnswer: string): string[] {
  return [...searchAnswer.matchAll(/^\d+\. .*\(path (\S+)\)$/gm)].map((m) => m[1]!);
}
