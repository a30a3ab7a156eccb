import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {renderedSiteConfigFile, renderedSiteHttpConfigFile} from './siteConfig';
import {fillTemplate} from './template';

/** Debian's nginx, and where its Brotli static module (libnginx-mod-http-brotli-static) lives. */
const nginxBinary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface LocalNginxOptions {
  root: string;
  siteConfig: string;
  siteHttpConfig: string;
  host: string;
  port: number;
  /** Log each request to stdout (`npm run serve`). */
  accessLog?: boolean;
  /** `host:port` of each MCP server instance behind /mcp (none: /mcp answers 502). */
  mcpInstances?: readonly string[];
}

/** IPv6 literals need brackets. */
function hostPort(host: string, port: number): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const readTemplate = (name: string): string =>
  fs.readFileSync(path.resolve('deploy/nginx', name), 'utf8');

/** The upstream's lines, as example-server.conf writes them; nginx needs one server at least. */
function mcpUpstreamServers(instances: readonly string[]): string {
  if (instances.length === 0) return '    server 127.0.0.1:9 down;';
  return instances.map((i) => `    server ${i} max_fails=1 fail_timeout=10s;`).join('\n');
}

function localServer(options: LocalNginxOptions): string {
  return fillTemplate(readTemplate('local-server.conf.template'), {
    SITE_HTTP_CONFIG: path.resolve(options.siteHttpConfig),
    MCP_SERVERS: mcpUpstreamServers(options.mcpInstances ?? []),
    LISTEN: hostPort(options.host, options.port),
    ROOT: path.resolve(options.root),
    SITE_CONFIG: path.resolve(options.siteConfig),
  });
}

/** A private prefix with its nginx.conf around `servers`: nothing from the system's config. */
function preparePrefix(servers: string, accessLog = false): {prefix: string; configFile: string} {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-nginx-'));
  // As root, nginx would hand requests to `nobody`, who may not read the build.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  const config = fillTemplate(readTemplate('nginx.conf.template'), {
    PREFIX: prefix,
    USER: user,
    BROTLI_STATIC_MODULE: brotliStaticModule,
    ACCESS_LOG: accessLog ? '/dev/stdout' : 'off',
    SERVERS: servers,
  });
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  return {prefix, configFile};
}

function nginxArguments(prefix: string, configFile: string): string[] {
  // -e: the error log before the config is read, which would otherwise be a system path.
  return ['-p', prefix, '-c', configFile, '-e', 'stderr'];
}

export function testConfig(options: LocalNginxOptions): {ok: boolean; output: string} {
  const {prefix, configFile} = preparePrefix(localServer(options));
  try {
    const result = spawnSync(nginxBinary, ['-t', ...nginxArguments(prefix, configFile)], {
      encoding: 'utf8',
    });
    return {ok: result.status === 0, output: `${result.stdout}${result.stderr}`};
  } finally {
    fs.rmSync(prefix, {recursive: true, force: true});
  }
}

export interface LocalNginx {
  url: string;
  prefix: string;
  process: ChildProcess;
  /** What nginx has written to stderr so far, warnings included. */
  errorLog(): string;
  stop(): Promise<void>;
}

export function startNginx(options: LocalNginxOptions): Promise<LocalNginx> {
  return startNginxWith(localServer(options), {
    url: `http://${hostPort(options.host, options.port)}`,
    accessLog: options.accessLog,
  });
}

/**
 * Resolves once nginx listens: it writes its pid file only after binding its ports, so the file,
 * not a connection another program could answer, says it is ready.
 */
export async function startNginxWith(
  servers: string,
  {url, accessLog = false}: {url: string; accessLog?: boolean},
): Promise<LocalNginx> {
  const {prefix, configFile} = preparePrefix(servers, accessLog);
  const child = spawn(nginxBinary, nginxArguments(prefix, configFile), {
    stdio: ['ignore', accessLog ? 'inherit' : 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  // Registered first, so the prefix is gone before anyone else hears of the exit.
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      fs.rmSync(prefix, {recursive: true, force: true});
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await exited;
      throw new Error(`nginx exited before serving: ${errors.trim()}`);
    }
    if (fs.existsSync(path.join(prefix, 'nginx.pid'))) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start listening for ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {url, prefix, process: child, errorLog: () => errors, stop};
}

/** A port nobody listens on now, for a server that cannot pick its own. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs `start` on free ports, and again on new ones when another process took one first. */
export async function onFreePorts<T>(
  count: number,
  start: (ports: number[]) => Promise<T>,
  host = '127.0.0.1',
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const ports: number[] = [];
    while (ports.length < count) {
      const port = await freePort(host);
      if (!ports.includes(port)) ports.push(port);
    }
    try {
      return await start(ports);
    } catch (error) {
      if (attempt >= 5 || !/Address already in use|EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

export async function serveBuild(options: Partial<LocalNginxOptions> = {}): Promise<LocalNginx> {
  const host = options.host ?? '127.0.0.1';
  const start = (port: number): Promise<LocalNginx> =>
    startNginx({
      root: options.root ?? path.resolve('build'),
      siteConfig: options.siteConfig ?? renderedSiteConfigFile,
      siteHttpConfig: options.siteHttpConfig ?? renderedSiteHttpConfigFile,
      host,
      port,
      accessLog: options.accessLog,
      mcpInstances: options.mcpInstances,
    });
  if (options.port !== undefined) return start(options.port);
  return onFreePorts(1, ([port]) => start(port!), host);
}
