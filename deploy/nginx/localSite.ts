// The build as production serves it, on this machine: nginx with the site config, and the MCP
// server's instances behind its /mcp upstream (`npm run serve`, the hosted-endpoint tests, the
// MCP bench).
import {spawn} from 'node:child_process';
import path from 'node:path';
import {freePort, serveBuild, type LocalNginx} from './localNginx';

const startScript = path.resolve('mcp/start.mjs');

/** One `npm run mcp -- --http` process. */
export interface McpInstance {
  /** `127.0.0.1:port`, as the upstream names it. */
  address: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts an instance of build/ on a free port as production runs one (the bundle `npm run mcp`
 * runs, which it refuses when stale), allowing `publicOrigins` besides the build's SITE_URL;
 * resolves once it listens.
 */
export function startMcpInstance(publicOrigins: readonly string[] = []): Promise<McpInstance> {
  const origins = publicOrigins.flatMap((origin) => ['--public-origin', origin]);
  const child = spawn(
    process.execPath,
    [startScript, '--http', '--port', '0', '--build', 'build', ...origins],
    {stdio: ['ignore', 'inherit', 'pipe']},
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let log = '';
    let ready = false;
    child.stderr!.on('data', (chunk: Buffer) => {
      // Once it listens, what it writes (errors) is the caller's to read.
      if (ready) return void process.stderr.write(chunk);
      log += chunk.toString();
      const match = /on http:\/\/(127\.0\.0\.1:\d+)\/mcp/.exec(log);
      if (match) {
        ready = true;
        resolve({address: match[1]!, pid: child.pid!, stop});
      }
    });
    child.once('exit', (code) => reject(new Error(`the MCP server exited (${code}): ${log}`)));
  });
}

export interface LocalSite {
  /** The site's origin, `http://host:port`; the MCP endpoint is its /mcp. */
  url: string;
  nginx: LocalNginx;
  instances: McpInstance[];
  stop(): Promise<void>;
}

/** nginx on `host:port` (a free port if none) with `instances` MCP instances behind /mcp. */
export async function serveSite(options: {
  host?: string;
  port?: number;
  instances: number;
  accessLog?: boolean;
}): Promise<LocalSite> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const started = await Promise.allSettled(
    Array.from({length: options.instances}, () => startMcpInstance([url])),
  );
  const instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopInstances = () => Promise.all(instances.map((i) => i.stop()));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopInstances();
    throw failed.reason;
  }
  let nginx: LocalNginx;
  try {
    nginx = await serveBuild({
      host,
      port,
      accessLog: options.accessLog,
      mcpInstances: instances.map((i) => i.address),
    });
  } catch (error) {
    await stopInstances();
    throw error;
  }
  return {
    url,
    nginx,
    instances,
    stop: async () => {
      await Promise.all([nginx.stop(), stopInstances()]);
    },
  };
}
