import net from 'node:net';
import type {AddressInfo} from 'node:net';
import type http from 'node:http';
import {afterEach, describe, expect, it} from 'vitest';
import {demoAccounts, hostileSiteName} from './accounts';
import {createDashboardServer, type DashboardServerOptions} from './server';
import type {LogEntry} from './requestLog';

const docsOrigin = 'http://127.0.0.1:3000';
const otherDocsOrigin = 'http://localhost:3000';
const userPath = '/user';
const sitesPath = '/dashboard/sitekey/page/1';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ada = demoAccounts.find((account) => account.email === 'ada@bramble.example')!;

const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** Starts a server on a free port and returns its base URL; afterEach closes it. */
async function start(options: Partial<DashboardServerOptions> = {}): Promise<string> {
  const server = createDashboardServer({allowedOrigins: [docsOrigin, otherDocsOrigin], ...options});
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function postLogin(base: string, account: string, backurl = ''): Promise<Response> {
  return fetch(`${base}/login`, {
    method: 'POST',
    body: new URLSearchParams({account, backurl}),
    redirect: 'manual',
  });
}

/** Logs in and returns the `Cookie` header value that carries the session. */
async function login(base: string, account = ada.email): Promise<string> {
  const res = await postLogin(base, account);
  const setCookie = res.headers.getSetCookie()[0];
  if (!setCookie) throw new Error('login set no cookie');
  return setCookie.split(';')[0]!;
}

function api(
  base: string,
  path: string,
  init: {cookie?: string; origin?: string; signal?: AbortSignal} = {},
): Promise<Response> {
  const headers: Record<string, string> = {'Content-Type': 'application/json'};
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.origin) headers.Origin = init.origin;
  return fetch(base + path, {headers, signal: init.signal});
}

function controlPost(base: string, path: string, body?: unknown): Promise<Response> {
  return fetch(base + path, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function readLog(base: string): Promise<LogEntry[]> {
  return (await (await fetch(`${base}/__control/log`)).json()) as LogEntry[];
}

async function waitForLog(
  base: string,
  predicate: (log: LogEntry[]) => boolean,
): Promise<LogEntry[]> {
  for (let i = 0; i < 100; i++) {
    const log = await readLog(base);
    if (predicate(log)) return log;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the log never showed the expected requests');
}

function accessControlHeaders(res: Response): string[] {
  return [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));
}

/** Sends raw bytes, for requests that fetch refuses to make; returns the status line. */
function rawRequest(base: string, text: string): Promise<string> {
  const {port} = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('the API without a session', () => {
  it.each([
    {name: 'user, no cookie', path: userPath, cookie: undefined},
    {name: 'sites, no cookie', path: sitesPath, cookie: undefined},
    {
      name: 'user, unknown session',
      path: userPath,
      cookie: 'bramble_session=00000000-0000-4000-8000-000000000000',
    },
    {name: 'sites, garbage cookie', path: sitesPath, cookie: 'bramble_session=%%%; =; ;;x'},
  ])('$name answers 401', async ({path, cookie}) => {
    const base = await start();
    const res = await api(base, path, {cookie});
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({error: 'unauthorized'});
  });
});

describe('login', () => {
  it('redirects to an allowed backurl with a session cookie that opens the API', async () => {
    const base = await start();
    const backurl = `${docsOrigin}/fr/docs/install?tab=js#keys`;
    const res = await postLogin(base, ada.email, backurl);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(backurl);
    const [setCookie] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^bramble_session=[0-9a-f-]{36}; HttpOnly; SameSite=Lax; Path=\/$/);
    const cookie = setCookie!.split(';')[0]!;

    const user = await api(base, userPath, {cookie});
    expect(user.status).toBe(200);
    const userBody = (await user.json()) as {email: string; secret: string};
    expect(userBody).toEqual({email: ada.email, secret: ada.secret});
    expect(userBody.secret).toMatch(/^0x[0-9a-f]{40}$/);

    const sites = await api(base, sitesPath, {cookie});
    expect(sites.status).toBe(200);
    const sitesBody = (await sites.json()) as {
      sites: {sitekey: string; name: string}[];
      page: number;
      total: number;
    };
    expect(sitesBody.page).toBe(1);
    expect(sitesBody.total).toBe(3);
    expect(sitesBody.sites).toHaveLength(3);
    for (const site of sitesBody.sites) {
      expect(site.sitekey).toMatch(uuid);
      expect(site.name).not.toBe('');
    }
  });

  it('gives the account without sites an empty list', async () => {
    const base = await start();
    const cookie = await login(base, 'nosites@bramble.example');
    const user = (await (await api(base, userPath, {cookie})).json()) as {
      email: string;
      secret: string;
    };
    expect(user.email).toBe('nosites@bramble.example');
    expect(user.secret).toMatch(/^0x[0-9a-f]{40}$/);
    expect(await (await api(base, sitesPath, {cookie})).json()).toEqual({
      sites: [],
      page: 1,
      total: 0,
    });
  });

  it("lists the hostile account's 600-character markup name verbatim in JSON", async () => {
    const base = await start();
    const cookie = await login(base, 'mallory@bramble.example');
    const res = await api(base, sitesPath, {cookie});
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const {sites} = (await res.json()) as {sites: {sitekey: string; name: string}[]};
    expect(sites.map((site) => site.name)).toEqual([hostileSiteName, 'Plain blog']);
    expect(hostileSiteName).toHaveLength(600);
    expect(hostileSiteName).toContain('<script>');
    expect(hostileSiteName).toContain('\u0000');
    expect(hostileSiteName).toContain('\u202e');
  });

  it('escapes the hostile site name on its own home page', async () => {
    const base = await start();
    const cookie = await login(base, 'mallory@bramble.example');
    const html = await (await fetch(`${base}/`, {headers: {Cookie: cookie}})).text();
    expect(html).not.toContain('<script>window');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=&quot;window.__brambleXss=1&quot;&gt;');
  });

  it('logs out from the home page and back to the docs page given', async () => {
    const base = await start();
    const cookie = await login(base);
    const home = await (await fetch(`${base}/`, {headers: {Cookie: cookie}})).text();
    expect(home).toContain('<a href="/logout">Log out</a>');
    const backurl = `${docsOrigin}/fr/configuration?x=1#rendu`;
    const res = await fetch(`${base}/logout?backurl=${encodeURIComponent(backurl)}`, {
      headers: {Cookie: cookie},
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe(backurl);
    expect((await api(base, sitesPath, {cookie})).status).toBe(401);
  });

  it('accepts the second docs origin', async () => {
    const base = await start();
    const res = await postLogin(base, ada.email, `${otherDocsOrigin}/`);
    expect(res.headers.get('location')).toBe(`${otherDocsOrigin}/`);
  });

  it.each([
    {name: 'another site', backurl: 'https://evil.example/'},
    {name: 'another port on the docs host', backurl: 'http://127.0.0.1:3999/'},
    {name: 'https instead of http', backurl: 'https://127.0.0.1:3000/'},
    {name: 'a look-alike host', backurl: 'http://127.0.0.1:3000.evil.example/'},
    {name: 'javascript: URL', backurl: 'javascript:alert(1)'},
    {name: 'relative path', backurl: '/docs'},
    {name: 'protocol-relative URL', backurl: '//evil.example/'},
    {name: 'not a URL', backurl: 'http://['},
    {name: 'nothing', backurl: ''},
  ])('sends $name to the dashboard home', async ({backurl}) => {
    const base = await start();
    const res = await postLogin(base, ada.email, backurl);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    const home = await fetch(`${base}/`, {headers: {Cookie: cookie}});
    expect(await home.text()).toContain(`You are logged in as <strong>${ada.email}</strong>`);
  });

  it('refuses an unknown account with a 400 page and no cookie', async () => {
    const base = await start();
    const res = await postLogin(base, '<b>mallory</b>@bramble.example', `${docsOrigin}/`);
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toContain('Unknown account');
    expect(html).not.toContain('<b>mallory');
  });

  it('starts a new session on each login', async () => {
    const base = await start();
    const first = await login(base);
    const second = await fetch(`${base}/login`, {
      method: 'POST',
      body: new URLSearchParams({account: 'nosites@bramble.example'}),
      headers: {Cookie: first},
      redirect: 'manual',
    });
    const cookie = second.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(cookie).not.toBe(first);
    expect((await api(base, userPath, {cookie: first})).status).toBe(401);
  });
});

describe('the login page', () => {
  it('lists every demo account as a submit button in an English page', async () => {
    const base = await start();
    const res = await fetch(`${base}/login?backurl=${encodeURIComponent(`${docsOrigin}/`)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Stand-in dashboard — development only');
    expect(html).toContain('<form method="post" action="/login">');
    expect(html).toContain(`<input type="hidden" name="backurl" value="${docsOrigin}/">`);
    for (const account of demoAccounts) {
      expect(html).toContain(`<button type="submit" name="account" value="${account.email}">`);
    }
    expect(html).toContain('After logging in you go back to');
  });

  it('escapes the backurl it echoes', async () => {
    const base = await start();
    const backurl = `"><script>alert(1)</script><a href='x'>&amp;`;
    const html = await (await fetch(`${base}/login?backurl=${encodeURIComponent(backurl)}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain("<a href='x'>");
    expect(html).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&#39;x&#39;&gt;&amp;amp;"',
    );
    expect(html).toContain('not on an allowed docs origin');
  });

  it('escapes an allowed backurl in the return hint', async () => {
    const base = await start();
    const backurl = `${docsOrigin}/a?q="<b>'`;
    const html = await (await fetch(`${base}/login?backurl=${encodeURIComponent(backurl)}`)).text();
    expect(html).not.toContain('<b>');
  });
});

describe('home and logout', () => {
  it('offers a login link to a visitor without a session', async () => {
    const base = await start();
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('<a href="/login">Log in</a>');
  });

  it('logs out: ends the session, clears the cookie and returns to the docs', async () => {
    const base = await start();
    const cookie = await login(base);
    const backurl = `${docsOrigin}/docs`;
    const res = await fetch(`${base}/logout?backurl=${encodeURIComponent(backurl)}`, {
      headers: {Cookie: cookie},
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(backurl);
    expect(res.headers.getSetCookie()[0]).toBe(
      'bramble_session=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0',
    );
    expect((await api(base, userPath, {cookie})).status).toBe(401);
  });

  it('returns to the dashboard home after logout for a foreign backurl', async () => {
    const base = await start();
    const res = await fetch(
      `${base}/logout?backurl=${encodeURIComponent('https://evil.example/')}`,
      {
        redirect: 'manual',
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('CORS', () => {
  it.each([
    {name: 'first docs origin', origin: docsOrigin},
    {name: 'second docs origin', origin: otherDocsOrigin},
  ])('echoes the $name with credentials', async ({origin}) => {
    const base = await start();
    const cookie = await login(base);
    for (const path of [userPath, sitesPath]) {
      for (const res of [
        await api(base, path, {origin, cookie}),
        await api(base, path, {origin}),
      ]) {
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect(res.headers.get('access-control-allow-credentials')).toBe('true');
        expect(res.headers.get('vary')).toBe('Origin');
      }
    }
  });

  it.each([
    {name: 'another site', origin: 'https://evil.example'},
    {name: 'another port', origin: 'http://127.0.0.1:3999'},
    {name: 'an opaque origin', origin: 'null'},
  ])('sends no CORS headers to $name', async ({origin}) => {
    const base = await start();
    const cookie = await login(base);
    const res = await api(base, userPath, {origin, cookie});
    expect(accessControlHeaders(res)).toEqual([]);
  });

  it('answers the preflight of an allowed origin', async () => {
    const base = await start();
    for (const path of [userPath, sitesPath]) {
      const res = await fetch(base + path, {
        method: 'OPTIONS',
        headers: {
          Origin: docsOrigin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(docsOrigin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
      expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type');
      expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(res.headers.get('vary')).toBe('Origin');
    }
  });

  it.each([
    {
      name: 'another origin',
      headers: {Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET'},
    },
    {name: 'no origin', headers: {'Access-Control-Request-Method': 'GET'}},
  ] as {name: string; headers: Record<string, string>}[])(
    'refuses the preflight of $name with a bare 403',
    async ({headers}) => {
      const base = await start();
      const res = await fetch(base + userPath, {method: 'OPTIONS', headers});
      expect(res.status).toBe(403);
      expect(accessControlHeaders(res)).toEqual([]);
    },
  );
});

describe('failure modes', () => {
  const jsonErrors = [
    {mode: '401', status: 401},
    {mode: '403', status: 403},
    {mode: '404', status: 404},
    {mode: '500', status: 500},
    {mode: '502', status: 502},
  ] as const;

  describe.each([
    {kind: 'user', path: userPath, other: sitesPath},
    {kind: 'sites', path: sitesPath, other: userPath},
  ] as const)('on $kind', ({kind, path, other}) => {
    it.each(jsonErrors)(
      '$mode answers $status with a JSON error, still with CORS',
      async ({mode, status}) => {
        const base = await start({control: true});
        const cookie = await login(base);
        expect((await controlPost(base, '/__control', {[kind]: mode})).status).toBe(200);
        const res = await api(base, path, {cookie, origin: docsOrigin});
        expect(res.status).toBe(status);
        expect(res.headers.get('access-control-allow-origin')).toBe(docsOrigin);
        expect(await res.json()).toHaveProperty('error');
        // Only the named endpoint misbehaves.
        expect((await api(base, other, {cookie})).status).toBe(200);
      },
    );

    it('html answers 200 with a login page', async () => {
      const base = await start({control: true});
      const cookie = await login(base);
      await controlPost(base, '/__control', {[kind]: 'html'});
      const res = await api(base, path, {cookie});
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<form method="post" action="/login">');
    });

    it('badjson answers 200 with JSON that does not parse and holds no key', async () => {
      const base = await start({control: true});
      const cookie = await login(base);
      await controlPost(base, '/__control', {[kind]: 'badjson'});
      const res = await api(base, path, {cookie});
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const text = await res.text();
      expect(() => JSON.parse(text)).toThrow();
      expect(text).not.toContain(ada.secret);
      expect(text).not.toContain(ada.sites[0]!.sitekey);
    });

    it('hang never answers until a reset, which answers normally', async () => {
      const base = await start({control: true});
      const cookie = await login(base);
      await controlPost(base, '/__control', {[kind]: 'hang'});
      await expect(api(base, path, {cookie, signal: AbortSignal.timeout(300)})).rejects.toThrow();

      const waiting = api(base, path, {cookie});
      await waitForLog(base, (log) => log.some((entry) => entry.path === path));
      const [entry] = (await readLog(base)).filter((e) => e.path === path);
      expect(entry?.answeredAt).toBeNull();
      await controlPost(base, '/__control/reset');
      expect((await waiting).status).toBe(200);
    });
  });

  it('empty-sites lists no sites for an account that has some', async () => {
    const base = await start({control: true});
    const cookie = await login(base);
    await controlPost(base, '/__control', {sites: 'empty-sites'});
    expect(await (await api(base, sitesPath, {cookie})).json()).toEqual({
      sites: [],
      page: 1,
      total: 0,
    });
    expect((await api(base, userPath, {cookie})).status).toBe(200);
  });

  it('ok after a failure answers normally again', async () => {
    const base = await start({control: true});
    const cookie = await login(base);
    await controlPost(base, '/__control', {user: '500'});
    await controlPost(base, '/__control', {user: 'ok'});
    expect((await api(base, userPath, {cookie})).status).toBe(200);
  });

  it('delayMs delays each API answer', async () => {
    const base = await start({control: true});
    await controlPost(base, '/__control', {delayMs: 250});
    const started = Date.now();
    expect((await api(base, userPath)).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('takes its starting settings from the failures option, and resets to them', async () => {
    const base = await start({control: true, failures: {user: '502'}});
    expect((await api(base, userPath)).status).toBe(502);
    await controlPost(base, '/__control', {user: 'ok', sites: '500'});
    const reset = await controlPost(base, '/__control/reset');
    expect(await reset.json()).toEqual({
      user: '502',
      sites: 'ok',
      delayMs: 0,
      holdUntilBoth: false,
    });
    expect((await api(base, userPath)).status).toBe(502);
  });

  it('applies the failures option without the control endpoint', async () => {
    const base = await start({failures: {sites: '403'}});
    expect((await api(base, sitesPath)).status).toBe(403);
  });

  it('rejects an invalid failures option', () => {
    expect(() =>
      createDashboardServer({allowedOrigins: [docsOrigin], failures: {user: 'teapot' as never}}),
    ).toThrow(/user/);
  });
});

describe('holdUntilBoth', () => {
  it('answers neither call before both have arrived', async () => {
    const base = await start({control: true});
    const cookie = await login(base);
    await controlPost(base, '/__control', {holdUntilBoth: true});

    const user = api(base, userPath, {cookie, origin: docsOrigin});
    await waitForLog(base, (log) => log.some((entry) => entry.path === userPath));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const held = (await readLog(base)).find((entry) => entry.path === userPath);
    expect(held?.answeredAt).toBeNull();

    const sites = api(base, sitesPath, {cookie, origin: docsOrigin});
    expect((await user).status).toBe(200);
    expect((await sites).status).toBe(200);

    const log = await readLog(base);
    const calls = log.filter((entry) => entry.path === userPath || entry.path === sitesPath);
    expect(calls.map((entry) => [entry.path, entry.origin, entry.cookie])).toEqual([
      [userPath, docsOrigin, true],
      [sitesPath, docsOrigin, true],
    ]);
    const lastArrival = Math.max(...calls.map((entry) => entry.at));
    for (const entry of calls) {
      expect(entry.answeredAt).not.toBeNull();
      expect(entry.answeredAt!).toBeGreaterThanOrEqual(lastArrival);
    }
    // The user call was held for at least the gap before the sites call arrived.
    expect(calls[0]!.answeredAt! - calls[0]!.at).toBeGreaterThanOrEqual(140);
  });

  it('answers a lone call once the hold times out', async () => {
    const base = await start({control: true, holdTimeoutMs: 300});
    await controlPost(base, '/__control', {holdUntilBoth: true});
    const started = Date.now();
    expect((await api(base, sitesPath)).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('holds for two seconds by default', async () => {
    const base = await start({control: true});
    await controlPost(base, '/__control', {holdUntilBoth: true});
    const started = Date.now();
    await api(base, userPath);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1990);
  });
});

describe('the control endpoint', () => {
  it.each([
    {name: 'an unknown mode', body: {user: 'teapot'}},
    {name: 'empty-sites on user', body: {user: 'empty-sites'}},
    {name: 'an unknown field', body: {usr: '500'}},
    {name: 'a negative delay', body: {delayMs: -1}},
    {name: 'a string delay', body: {delayMs: '100'}},
    {name: 'a non-boolean hold', body: {holdUntilBoth: 'yes'}},
    {name: 'an array', body: ['500']},
    {name: 'null', body: null},
  ])('refuses $name with 400 and changes nothing', async ({body}) => {
    const base = await start({control: true});
    const res = await controlPost(base, '/__control', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
    expect(await (await fetch(`${base}/__control`)).json()).toEqual({
      user: 'ok',
      sites: 'ok',
      delayMs: 0,
      holdUntilBoth: false,
    });
  });

  it('refuses a body that is not JSON', async () => {
    const base = await start({control: true});
    const res = await fetch(`${base}/__control`, {method: 'POST', body: '{user:'});
    expect(res.status).toBe(400);
  });

  it('merges partial updates and reports the settings', async () => {
    const base = await start({control: true});
    await controlPost(base, '/__control', {user: '500'});
    const res = await controlPost(base, '/__control', {delayMs: 10});
    expect(await res.json()).toEqual({user: '500', sites: 'ok', delayMs: 10, holdUntilBoth: false});
  });

  it('logs requests without the control calls and without any key, and reset clears it', async () => {
    const base = await start({control: true});
    const cookie = await login(base);
    await api(base, userPath, {cookie, origin: docsOrigin});
    const log = await readLog(base);
    expect(log.map((entry) => [entry.method, entry.path, entry.origin, entry.cookie])).toEqual([
      ['POST', '/login', null, false],
      ['GET', userPath, docsOrigin, true],
    ]);
    expect(JSON.stringify(log)).not.toContain(ada.secret);
    expect(JSON.stringify(log)).not.toContain(cookie.split('=')[1]);
    await controlPost(base, '/__control/reset');
    expect(await readLog(base)).toEqual([]);
  });

  it.each(['/__control', '/__control/reset', '/__control/log'])(
    '%s is a 404 unless enabled',
    async (path) => {
      const base = await start();
      expect((await fetch(base + path)).status).toBe(404);
      expect((await controlPost(base, path, {user: '500'})).status).toBe(404);
      expect((await api(base, userPath)).status).toBe(401);
    },
  );
});

describe('closing', () => {
  it('drops calls that are hung, held or delayed, so close() completes', async () => {
    const server = createDashboardServer({allowedOrigins: [docsOrigin], control: true});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await controlPost(base, '/__control', {user: 'hang', delayMs: 0, holdUntilBoth: false});
    const hung = api(base, userPath).catch((error: unknown) => error);
    await controlPost(base, '/__control', {sites: 'ok', holdUntilBoth: true});
    const held = api(base, sitesPath).catch((error: unknown) => error);
    await controlPost(base, '/__control', {holdUntilBoth: false, delayMs: 30_000});
    const delayed = api(base, sitesPath).catch((error: unknown) => error);
    await waitForLog(base, (log) => log.length === 3);
    const started = Date.now();
    await new Promise((resolve) => server.close(resolve));
    expect(Date.now() - started).toBeLessThan(1000);
    for (const outcome of await Promise.all([hung, held, delayed])) {
      expect(outcome).toBeInstanceOf(Error);
    }
  });
});

describe('bad input', () => {
  it.each(['/login', '/__control'])('answers 413 to a body over 10 kB on %s', async (path) => {
    const base = await start({control: true});
    const res = await fetch(base + path, {method: 'POST', body: 'account=' + 'a'.repeat(20_000)});
    expect(res.status).toBe(413);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  it('answers 413 to a large body sent without a length', async () => {
    const base = await start();
    const chunk = new TextEncoder().encode('a'.repeat(4096));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await fetch(`${base}/login`, {method: 'POST', body, duplex: 'half'} as RequestInit);
    expect(res.status).toBe(413);
  });

  it.each([
    {name: 'unknown path', path: '/nope', status: 404},
    {name: 'API page 2', path: '/dashboard/sitekey/page/2', status: 404},
    {name: 'double slash', path: '//evil.example/user', status: 404},
    {name: 'bad escape', path: '/%zz%E0%A4%A', status: 404},
    {name: 'prototype key', path: '/__proto__', status: 404},
    {name: 'login with a bad escape in backurl', path: '/login?backurl=%E0%A4%A', status: 200},
  ])('$name answers $status', async ({path, status}) => {
    const base = await start();
    expect((await fetch(base + path)).status).toBe(status);
  });

  it('answers 405 with Allow to a wrong method', async () => {
    const base = await start();
    const res = await fetch(base + userPath, {method: 'DELETE'});
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, OPTIONS');
  });

  it.each([
    {
      name: 'an unparseable absolute URL',
      line: 'GET http://[ HTTP/1.1',
      status: 'HTTP/1.1 400 Bad Request',
    },
    {name: 'the asterisk form', line: 'OPTIONS * HTTP/1.1', status: 'HTTP/1.1 400 Bad Request'},
    {name: 'a broken request line', line: 'GARBAGE', status: 'HTTP/1.1 400 Bad Request'},
  ])('survives $name', async ({line, status}) => {
    const base = await start();
    expect(await rawRequest(base, `${line}\r\nHost: x\r\nConnection: close\r\n\r\n`)).toBe(status);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});
