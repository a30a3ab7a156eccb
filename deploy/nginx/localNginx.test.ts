import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {freePort, onFreePorts, startNginx, testConfig} from './localNginx';
import {renderSiteConfig, renderSiteHttpConfig} from './siteConfig';
import {siteConfigInput} from './siteConfig.fixtures';

describe('startNginx', () => {
  let dir = '';
  let siteConfig = '';
  let siteHttpConfig = '';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-nginx-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
    siteConfig = path.join(dir, 'site.conf');
    fs.writeFileSync(siteConfig, 'server_tokens off;\n');
    siteHttpConfig = path.join(dir, 'site-http.conf');
    fs.writeFileSync(siteHttpConfig, '');
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('serves the folder in the foreground until stopped, leaving nothing behind', async () => {
    const nginx = await startNginx({
      root: dir,
      siteConfig,
      siteHttpConfig,
      host: '127.0.0.1',
      port: await freePort(),
    });
    try {
      expect(fs.existsSync(path.join(nginx.prefix, 'nginx.pid'))).toBe(true);
      const response = await fetch(`${nginx.url}/`);
      expect(await response.text()).toBe('<h1>home</h1>');
      expect(response.headers.get('server')).toBe('nginx');
    } finally {
      await nginx.stop();
    }
    expect(nginx.process.exitCode ?? nginx.process.signalCode).not.toBeNull();
    await expect(fetch(`${nginx.url}/`)).rejects.toThrow();
    // Its own private prefix is gone (other nginx runs on the machine keep theirs).
    expect(fs.existsSync(nginx.prefix)).toBe(false);
  });

  it('removes its prefix when nginx ends on its own', async () => {
    const nginx = await startNginx({
      root: dir,
      siteConfig,
      siteHttpConfig,
      host: '127.0.0.1',
      port: await freePort(),
    });
    const exited = new Promise((resolve) => nginx.process.once('exit', resolve));
    process.kill(nginx.process.pid!, 'SIGQUIT');
    await exited;
    expect(fs.existsSync(nginx.prefix)).toBe(false);
  });

  it('fails with nginx’s own message when the port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const {port} = taken.address() as net.AddressInfo;
    try {
      await expect(
        startNginx({root: dir, siteConfig, siteHttpConfig, host: '127.0.0.1', port}),
      ).rejects.toThrow(/Address already in use/);
    } finally {
      taken.close();
    }
  });

  it('starts again on new ports when a port was taken before nginx bound it', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const {port: takenPort} = taken.address() as net.AddressInfo;
    const tried: number[] = [];
    try {
      const nginx = await onFreePorts(1, ([port]) => {
        // The first attempt gets the port another process holds, as in the race.
        const listen = tried.length === 0 ? takenPort : port!;
        tried.push(listen);
        return startNginx({root: dir, siteConfig, siteHttpConfig, host: '127.0.0.1', port: listen});
      });
      await nginx.stop();
      expect(tried).toHaveLength(2);
      expect(tried[1]).not.toBe(takenPort);
    } finally {
      taken.close();
    }
  });

  it('does not retry a failure that is not a taken port', async () => {
    let calls = 0;
    await expect(
      onFreePorts(2, async () => {
        calls++;
        throw new Error('nginx exited before serving: unknown directive');
      }),
    ).rejects.toThrow(/unknown directive/);
    expect(calls).toBe(1);
  });
});

describe('the rendered site config', () => {
  /** `nginx -t` on a site config rendered from `input`, with its http part. */
  function check(input: typeof siteConfigInput): ReturnType<typeof testConfig> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
    try {
      const siteConfig = path.join(dir, 'bramble-docs.conf');
      fs.writeFileSync(siteConfig, renderSiteConfig(input));
      const siteHttpConfig = path.join(dir, 'bramble-docs-http.conf');
      fs.writeFileSync(siteHttpConfig, renderSiteHttpConfig(input));
      return testConfig({root: dir, siteConfig, siteHttpConfig, host: '127.0.0.1', port: 8080});
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }

  it('is accepted by `nginx -t`, with the Brotli module loaded', () => {
    const result = check(siteConfigInput);
    expect(result.output).toContain('syntax is ok');
    expect(result.output).not.toMatch(/\[warn\]/);
    expect(result.ok).toBe(true);
  });

  it('is accepted with a CSP report endpoint, whose header quotes its URL', () => {
    const reportUri = 'https://reports.example.org/csp?site=docs&v=1';
    const result = check({
      ...siteConfigInput,
      env: {...siteConfigInput.env, cspReportUri: reportUri},
    });
    expect(result.output).not.toMatch(/\[warn\]/);
    expect(result.ok).toBe(true);
  });
});
