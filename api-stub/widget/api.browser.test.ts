/**
 * The stand-in widget script (api.js) in Chromium, against a fake of the stand-in server made
 * here: a tiny Node server that serves the test pages on one port and, on another port (so the
 * widget calls a cross-origin API, as in production), api.js from disk and POST /1/challenge
 * answered as the contract says (notes: api-stub-contract.md). One browser for the file, one page
 * per test; Playwright's clock stands in for the 120-second and 60-second waits.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright';
import {afterAll, afterEach, beforeAll, describe, expect, test, vi} from 'vitest';
import {chromiumLaunchOptions} from '../../src/config/chromium';

// A new page costs a renderer process; on a busy machine that takes a while.
vi.setConfig({testTimeout: 15_000, hookTimeout: 30_000});

const scriptFile = path.join(import.meta.dirname, 'api.js');
const PASS_KEY = '10000000-0000-4000-8000-000000000001';
const FAIL_KEY = '20000000-0000-4000-8000-000000000002';
const CHALLENGE_KEY = '30000000-0000-4000-8000-000000000003';
const PASS_TOKEN = '10000000-aaaa-4000-8000-000000000001';
const CHALLENGE_TOKEN = '30000000-aaaa-4000-8000-000000000003';
const PROMPT = 'Type the word "bramble"';

interface Gate {
  promise: Promise<void>;
  open(): void;
}
function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return {promise, open};
}

interface TestPage {
  html: string;
  /** When set, the page is sent in two parts: `html`, then `tail` once this gate opens. */
  tail?: {html: string; after: Gate};
}
interface Submission {
  path: string;
  fields: Record<string, string>;
}

// What the fake server serves and saw; each test sets what it needs.
const pages = new Map<string, TestPage>();
let scriptHold: Gate | undefined; // api.js waits for this gate when set
let scriptServed = gate(); // opens when api.js has been sent
let challengeRequests: {path: string; body: Record<string, unknown>}[] = [];
let submissions: Submission[] = [];
let respKeys = 0;

async function readBody(req: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

/** POST /1/challenge as the contract says, for the three test site keys. */
function challengeAnswer(body: Record<string, unknown>): [number, unknown] {
  const pass = (token: string) => ({token, respKey: `rk-${++respKeys}`, hostname: body.hostname});
  if (body.sitekey === PASS_KEY) return [200, pass(PASS_TOKEN)];
  if (body.sitekey === FAIL_KEY) return [400, {error: 'challenge-error'}];
  if (body.sitekey === CHALLENGE_KEY) {
    return body.answer ? [200, pass(CHALLENGE_TOKEN)] : [200, {challenge: {prompt: PROMPT}}];
  }
  return [400, {error: 'invalid-data'}]; // real keys never work on 127.0.0.1
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'GET' && /^(\/lanes\/[^/]+)?\/1\/api\.js$/.test(url.pathname)) {
    await scriptHold?.promise;
    const script = await fs.readFile(scriptFile);
    res.writeHead(200, {'content-type': 'text/javascript', 'cache-control': 'no-store'});
    res.end(script, () => scriptServed.open());
  } else if (/^(\/lanes\/[^/]+)?\/1\/challenge$/.test(url.pathname)) {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      });
      res.end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    challengeRequests.push({path: url.pathname, body});
    const [status, answer] = challengeAnswer(body);
    res.writeHead(status, {'content-type': 'application/json'});
    res.end(JSON.stringify(answer));
  } else if (req.method === 'GET' && pages.has(url.pathname)) {
    const page = pages.get(url.pathname)!;
    res.writeHead(200, {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store'});
    if (!page.tail) {
      res.end(page.html);
      return;
    }
    res.write(page.html);
    await page.tail.after.promise;
    res.end(page.tail.html);
  } else if (req.method === 'POST' && url.pathname.startsWith('/submit')) {
    const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
    submissions.push({path: url.pathname, fields});
    res.writeHead(200, {'content-type': 'text/plain'});
    res.end('received');
  } else if (url.pathname === '/favicon.ico') {
    res.writeHead(204);
    res.end();
  } else {
    res.writeHead(404, {'content-type': 'text/plain'});
    res.end('not found');
  }
}

async function listen(): Promise<{server: http.Server; origin: string}> {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.destroy();
      console.error(error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
}

let browser: Browser;
let pageServer: {server: http.Server; origin: string};
let apiServer: {server: http.Server; origin: string};
let api: string; // origin of api.js and /1/challenge
let sharedContext: BrowserContext; // pages without a clock or a locale of their own
const opened: Page[] = [];

beforeAll(async () => {
  [pageServer, apiServer] = await Promise.all([listen(), listen()]);
  api = apiServer.origin;
  browser = await chromium.launch(chromiumLaunchOptions);
  sharedContext = await browser.newContext();
});

afterAll(async () => {
  await browser?.close();
  for (const {server} of [pageServer, apiServer]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
});

afterEach(async () => {
  await Promise.all(
    opened
      .splice(0)
      .map((page) => (page.context() === sharedContext ? page.close() : page.context().close())),
  );
  pages.clear();
  scriptHold = undefined;
  scriptServed = gate();
  challengeRequests = [];
  submissions = [];
  respKeys = 0;
});

/** Global functions the widget's data-*-callback attributes name; each records its call. */
const RECORDER = `<script>
  window.calls = [];
  function onPass(token) { calls.push(['callback', token]); }
  function onExpired() { calls.push(['expired']); }
  function onChallengeExpired() { calls.push(['challenge-expired']); }
  function onOpen() { calls.push(['open']); }
  function onClose() { calls.push(['close']); }
  function onError(code) { calls.push(['error', code]); }
</script>`;
const ALL_CALLBACKS =
  'data-callback="onPass" data-expired-callback="onExpired" data-error-callback="onError" ' +
  'data-challenge-expired-callback="onChallengeExpired" data-open-callback="onOpen" ' +
  'data-close-callback="onClose"';

function scriptTag(query = '', prefix = ''): string {
  return `<script src="${api}${prefix}/1/api.js${query}" async defer></script>`;
}

/** A page: the recorder, the body, then the script (unless `script` is false). */
function doc(body: string, query = '', prefix = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head>
<body>${RECORDER}${body}${scriptTag(query, prefix)}</body></html>`;
}

let pageCount = 0;
interface Opened {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, as "type: text". */
  logs: string[];
}

async function open(
  page: TestPage | string,
  {context, waitUntil = 'load', clock = false}: OpenOptions = {},
): Promise<Opened> {
  const pathname = `/p/${++pageCount}`;
  pages.set(pathname, typeof page === 'string' ? {html: page} : page);
  // Playwright's clock belongs to a context: a page with a clock gets a context of its own.
  const tab = context || clock ? await browser.newPage(context) : await sharedContext.newPage();
  opened.push(tab);
  const logs: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      logs.push(`${message.type()}: ${message.text()}`);
    }
  });
  tab.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  if (clock) await tab.clock.install();
  await tab.goto(pageServer.origin + pathname, {waitUntil});
  return {page: tab, logs};
}
interface OpenOptions {
  context?: BrowserContextOptions;
  waitUntil?: 'load' | 'domcontentloaded' | 'commit';
  clock?: boolean;
}

const calls = (page: Page) => page.evaluate('window.calls') as Promise<unknown[][]>;
const checkbox = (page: Page, name = 'I am human') => page.getByRole('checkbox', {name});
const field = (page: Page, name = 'bramble-response') => page.locator(`textarea[name="${name}"]`);
/** Runs `execute(..., {async: true})` in the page: {ok: {response, key}} or {code}. */
const executeAsync = (page: Page, id = 'window.id') =>
  page.evaluate(
    `bramble.execute(${id}, {async: true}).then((ok) => ({ok}), (code) => ({code}))`,
  ) as Promise<{ok?: {response: string; key: string}; code?: string}>;
/** The message of the error a page expression throws, or null. */
const thrown = (page: Page, expression: string) =>
  page.evaluate(`(() => { try { ${expression}; return null } catch (e) { return e.message } })()`);

describe('automatic rendering (render=onload)', () => {
  test('renders .bramble containers; a click passes, fills the hidden field, and the form posts it', async () => {
    const {page, logs} = await open(
      doc(`<form action="/submit" method="POST">
        <input name="email" value="ada@example.com">
        <div class="bramble" data-sitekey="${PASS_KEY}" data-callback="onPass"></div>
        <button type="submit">Send</button>
      </form>`),
    );
    const box = checkbox(page);
    expect(await box.getAttribute('aria-checked')).toBe('false');
    expect(await field(page).inputValue()).toBe('');
    expect(await field(page).isHidden()).toBe(true);
    expect(await page.evaluate('typeof grecaptcha')).toBe('undefined');

    await box.click();
    await expect.poll(() => calls(page)).toEqual([['callback', PASS_TOKEN]]);
    expect(await box.getAttribute('aria-checked')).toBe('true');
    expect(await field(page).inputValue()).toBe(PASS_TOKEN);
    expect(challengeRequests).toEqual([
      {path: '/1/challenge', body: {sitekey: PASS_KEY, hostname: '127.0.0.1'}},
    ]);

    await page.getByRole('button', {name: 'Send'}).click();
    await page.waitForURL('**/submit');
    expect(submissions).toEqual([
      {path: '/submit', fields: {email: 'ada@example.com', 'bramble-response': PASS_TOKEN}},
    ]);
    expect(logs).toEqual([]);
  });

  test('data-theme, data-size and data-tabindex set classes and the tab order', async () => {
    const {page} = await open(
      doc(`<form>
        <div id="a" class="bramble" data-sitekey="${PASS_KEY}" data-theme="dark" data-size="compact" data-tabindex="3"></div>
        <div id="b" class="bramble" data-sitekey="${PASS_KEY}" data-theme="contrast"></div>
        <div id="c" class="bramble" data-sitekey="${PASS_KEY}" data-theme="auto"></div>
      </form>`),
    );
    const classes = (id: string) => page.locator(`#${id} .bramble-widget`).getAttribute('class');
    expect(await classes('a')).toBe('bramble-widget bramble-size-compact bramble-theme-dark');
    expect(await classes('b')).toBe('bramble-widget bramble-size-normal bramble-theme-contrast');
    expect(await classes('c')).toBe('bramble-widget bramble-size-normal bramble-theme-auto');
    expect(await page.locator('#a [role="checkbox"]').getAttribute('tabindex')).toBe('3');
    expect(await page.locator('#b [role="checkbox"]').getAttribute('tabindex')).toBe('0');
  });
});

describe('the onload callback and load order', () => {
  test('explicit rendering: onload renders, nothing is rendered automatically, lanes keep their prefix', async () => {
    const {page, logs} = await open(
      doc(
        `<script>
          function onBrambleLoad() {
            window.id = bramble.render('signup-captcha', {
              sitekey: '${PASS_KEY}',
              callback: (token) => calls.push(['fn-callback', token]),
            });
          }
        </script>
        <form><div class="bramble" data-sitekey="${PASS_KEY}"></div><div id="signup-captcha"></div></form>`,
        '?render=explicit&onload=onBrambleLoad',
        '/lanes/x',
      ),
    );
    expect(await page.locator('.bramble').innerHTML()).toBe('');
    expect(await page.evaluate('window.id')).toMatch(/\S/);
    await checkbox(page).click();
    await expect.poll(() => calls(page)).toEqual([['fn-callback', PASS_TOKEN]]);
    expect(challengeRequests.map((request) => request.path)).toEqual(['/lanes/x/1/challenge']);
    expect(logs).toEqual([]);
  });

  const lateOnloadPage = (): {head: string; tail: string} => ({
    head: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>
      ${scriptTag('?render=explicit&onload=onBrambleLoad')}</head><body>
      <!-- ${'padding '.repeat(300)} -->`,
    tail: `<form><div id="c"></div></form>
      <script>function onBrambleLoad() { bramble.render('c', {sitekey: '${PASS_KEY}'}); }</script>
      </body></html>`,
  });

  test('an onload function defined after the script tag is missing when the script runs first: a console error, no retry', async () => {
    const {head, tail} = lateOnloadPage();
    const after = gate();
    const {page, logs} = await open({html: head, tail: {html: tail, after}}, {waitUntil: 'commit'});
    await scriptServed.promise;
    await page.waitForFunction(() => 'bramble' in window); // the script ran, the page is not done
    expect(logs).toEqual(['error: bramble: onload function "onBrambleLoad" is not defined']);

    after.open();
    await page.waitForLoadState('load');
    expect(await page.evaluate('typeof onBrambleLoad')).toBe('function');
    expect(await page.locator('#c').innerHTML()).toBe('');
    expect(logs).toHaveLength(1);
  });

  test('the same page works when the script arrives after the page', async () => {
    const {head, tail} = lateOnloadPage();
    scriptHold = gate();
    const {page, logs} = await open(head + tail, {waitUntil: 'domcontentloaded'});
    expect(await page.evaluate('typeof bramble')).toBe('undefined');
    scriptHold.open();
    await checkbox(page).click();
    await expect.poll(() => field(page).inputValue()).toBe(PASS_TOKEN);
    expect(logs).toEqual([]);
  });

  test('a script added by code (the framework samples) finds its base URL and calls onload', async () => {
    const page = `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body>
      ${RECORDER}<form><div id="c"></div></form>
      <script>
        window.onBrambleLoad = () => {
          window.id = bramble.render(document.getElementById('c'), {sitekey: '${PASS_KEY}', size: 'invisible'});
        };
        const script = document.createElement('script');
        script.src = '${api}/lanes/y/1/api.js?render=explicit&onload=onBrambleLoad';
        script.async = true;
        document.head.appendChild(script);
      </script></body></html>`;
    const {page: tab, logs} = await open(page);
    await tab.waitForFunction('window.id !== undefined');
    expect(await executeAsync(tab)).toEqual({ok: {response: PASS_TOKEN, key: 'rk-1'}});
    expect(challengeRequests.map((request) => request.path)).toEqual(['/lanes/y/1/challenge']);
    expect(logs).toEqual([]);
  });

  test('render=onload waits for the parsed page, renders, then calls onload', async () => {
    const {page, logs} = await open(
      doc(
        `<form><div class="bramble" data-sitekey="${PASS_KEY}"></div></form>
        <script>function ready() { calls.push(['onload', document.querySelectorAll('[role=checkbox]').length]); }</script>`,
        '?onload=ready',
      ),
    );
    await expect.poll(() => calls(page)).toEqual([['onload', 1]]);
    expect(logs).toEqual([]);
  });
});

describe('execute', () => {
  const page3 = () =>
    doc(
      `<form>
      <div id="invisible"></div><div id="promised"></div><div id="visible"></div>
    </form>
    <script>
      function onBrambleLoad() {
        window.invisible = bramble.render('invisible', {sitekey: '${PASS_KEY}', size: 'invisible', callback: onPass});
        window.promised = bramble.render('promised', {
          sitekey: '${PASS_KEY}', size: 'invisible', callback: (t) => calls.push(['promised-callback', t]),
        });
        window.visible = bramble.render('visible', {sitekey: '${PASS_KEY}'});
      }
    </script>`,
      '?render=explicit&onload=onBrambleLoad',
    );

  test('without async it triggers the callback; an invisible widget shows nothing', async () => {
    const {page, logs} = await open(page3());
    expect(await page.locator('#invisible').evaluate((el) => el.children.length)).toBe(1); // the field
    // A second call while the first check runs changes nothing.
    await page.evaluate('bramble.execute(window.invisible); bramble.execute(window.invisible)');
    await expect.poll(() => calls(page)).toEqual([['callback', PASS_TOKEN]]);
    expect(challengeRequests).toHaveLength(1);
    expect(await page.locator('#invisible textarea').inputValue()).toBe(PASS_TOKEN);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(logs).toEqual([]);
  });

  test('with {async: true} it returns a promise of {response, key} and calls no callback', async () => {
    const {page} = await open(page3());
    const result = await executeAsync(page, 'window.promised');
    expect(result).toEqual({ok: {response: PASS_TOKEN, key: 'rk-1'}});
    expect(await page.evaluate('bramble.getRespKey(window.promised)')).toBe('rk-1');
    expect(await page.locator('#promised textarea').inputValue()).toBe(PASS_TOKEN);
    expect(await calls(page)).toEqual([]);
  });

  test('on a checkbox widget it acts as a click; without an id it acts on the first widget', async () => {
    const {page} = await open(page3());
    await page.evaluate('bramble.execute(window.visible)');
    await expect.poll(() => checkbox(page).getAttribute('aria-checked')).toBe('true');
    await page.evaluate('bramble.execute()');
    await expect.poll(() => calls(page)).toEqual([['callback', PASS_TOKEN]]);
  });
});

describe('invisible mode', () => {
  test('bound to a submit button: the click runs the check, the callback submits the form with the token', async () => {
    const {page, logs} = await open(
      doc(`<form id="login-form" action="/submit/login" method="POST">
        <input type="email" name="email" value="ada@example.com" required />
        <button class="bramble" data-sitekey="${PASS_KEY}" data-size="invisible" data-callback="onLoginVerified">
          Log in
        </button>
      </form>
      <script>
        function onLoginVerified(token) { document.getElementById('login-form').submit(); }
      </script>`),
    );
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button').textContent()).toContain('Log in');
    await page.getByRole('button', {name: 'Log in'}).click();
    await page.waitForURL('**/submit/login');
    expect(submissions).toEqual([
      {
        path: '/submit/login',
        fields: {email: 'ada@example.com', 'bramble-response': PASS_TOKEN},
      },
    ]);
    expect(logs).toEqual([]);
  });
});

describe('reset, getResponse, getRespKey, remove, setData', () => {
  const explicitPage = () =>
    doc(
      `<form><div id="c"></div></form>
    <script>
      function onBrambleLoad() {
        window.id = bramble.render('c', {sitekey: '${PASS_KEY}', 'error-callback': onError});
      }
    </script>`,
      '?render=explicit&onload=onBrambleLoad',
    );

  test('getResponse and getRespKey follow the check; reset empties the field and the box', async () => {
    const {page} = await open(explicitPage());
    expect(await page.evaluate('[bramble.getResponse(id), bramble.getRespKey(id)]')).toEqual([
      '',
      '',
    ]);
    await page.evaluate(`bramble.setData(id, {rqdata: 'rq-1'})`);
    await checkbox(page).click();
    await expect.poll(() => page.evaluate('bramble.getResponse(id)')).toBe(PASS_TOKEN);
    expect(await page.evaluate('bramble.getRespKey()')).toBe('rk-1');
    expect(challengeRequests[0]?.body.rqdata).toBe('rq-1');

    await page.evaluate('bramble.reset(id)');
    expect(await page.evaluate('bramble.getResponse(id)')).toBe('');
    expect(await field(page).inputValue()).toBe('');
    expect(await checkbox(page).getAttribute('aria-checked')).toBe('false');

    await checkbox(page).click(); // a new check, without the previous attempt's rqdata
    await expect.poll(() => page.evaluate('bramble.getResponse(id)')).toBe(PASS_TOKEN);
    expect(challengeRequests[1]?.body).toEqual({sitekey: PASS_KEY, hostname: '127.0.0.1'});
    expect(await page.evaluate('bramble.getRespKey(id)')).toBe('rk-2');
  });

  test('malformed rqdata is reported as invalid-data and leaves the widget unusable until reset', async () => {
    const {page} = await open(explicitPage());
    await page.evaluate('bramble.setData(id, {rqdata: 42})');
    await expect.poll(() => calls(page)).toEqual([['error', 'invalid-data']]);
    expect(await checkbox(page).getAttribute('aria-disabled')).toBe('true');
    expect(await executeAsync(page)).toEqual({code: 'invalid-data'});
    expect(challengeRequests).toEqual([]);
    await page.evaluate('bramble.reset(id)');
    expect(await executeAsync(page)).toEqual({ok: {response: PASS_TOKEN, key: 'rk-1'}});
  });

  test('remove takes the widget and its field away; its id is then unknown', async () => {
    const {page} = await open(explicitPage());
    expect(await thrown(page, `bramble.render('c', {sitekey: '${PASS_KEY}'})`)).toMatch(
      /already holds a widget/,
    );
    await page.evaluate('bramble.remove(id)');
    expect(await page.locator('#c').innerHTML()).toBe('');
    expect(await thrown(page, 'bramble.getResponse(id)')).toMatch(/no widget with id/);
    expect(await thrown(page, 'bramble.getResponse()')).toMatch(/no widget has been rendered/);
    expect(await thrown(page, 'bramble.remove()')).toMatch(/widget id is required/);
    await page.evaluate(`window.id = bramble.render('c', {sitekey: '${PASS_KEY}'})`);
    expect(await checkbox(page).count()).toBe(1);
  });
});

describe('callbacks', () => {
  test('expired-callback 120 s after the token; the field and getResponse are emptied', async () => {
    const {page} = await open(
      doc(`<form><div class="bramble" data-sitekey="${PASS_KEY}" ${ALL_CALLBACKS}></div></form>`),
      {clock: true},
    );
    await checkbox(page).click();
    await expect.poll(() => calls(page)).toEqual([['callback', PASS_TOKEN]]);
    await page.clock.fastForward(119_000);
    expect(await calls(page)).toEqual([['callback', PASS_TOKEN]]);
    await page.clock.fastForward(1_000);
    expect(await calls(page)).toEqual([['callback', PASS_TOKEN], ['expired']]);
    expect(await field(page).inputValue()).toBe('');
    expect(await page.evaluate('bramble.getResponse()')).toBe('');
    expect(await checkbox(page).getAttribute('aria-checked')).toBe('false');
    await checkbox(page).click(); // the visitor ticks the box again
    await expect.poll(() => field(page).inputValue()).toBe(PASS_TOKEN);
  });

  test('open, close (button and Escape) and challenge-expired, each with its error code', async () => {
    const {page} = await open(
      doc(
        `<form><div class="bramble" data-sitekey="${CHALLENGE_KEY}" ${ALL_CALLBACKS}></div></form>`,
      ),
      {clock: true},
    );
    const dialog = page.getByRole('dialog', {name: 'Bramble challenge'});
    await checkbox(page).click();
    await dialog.waitFor();
    expect(await calls(page)).toEqual([['open']]);
    await dialog.getByRole('button', {name: 'Close'}).click();
    await dialog.waitFor({state: 'detached'});
    expect(await calls(page)).toEqual([['open'], ['close'], ['error', 'challenge-closed']]);
    expect(await checkbox(page).getAttribute('aria-checked')).toBe('false');

    await checkbox(page).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    expect((await calls(page)).slice(3)).toEqual([
      ['open'],
      ['close'],
      ['error', 'challenge-closed'],
    ]);

    await checkbox(page).click();
    await dialog.waitFor();
    await page.clock.fastForward(60_000);
    await dialog.waitFor({state: 'detached'});
    expect((await calls(page)).slice(6)).toEqual([
      ['open'],
      ['challenge-expired'],
      ['error', 'challenge-expired'],
    ]);
    expect(await field(page).inputValue()).toBe('');
  });
});

describe('the test site keys', () => {
  test('20000000-…-0002 fails the visitor with challenge-error, until reset', async () => {
    const {page} = await open(
      doc(`<form><div class="bramble" data-sitekey="${FAIL_KEY}" ${ALL_CALLBACKS}></div></form>`),
    );
    await checkbox(page).click();
    await expect.poll(() => calls(page)).toEqual([['error', 'challenge-error']]);
    expect(await field(page).inputValue()).toBe('');
    expect(await checkbox(page).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('status').textContent()).toContain('challenge-error');
    expect(await executeAsync(page, 'undefined')).toEqual({code: 'challenge-error'});
    expect(challengeRequests).toHaveLength(1);
    await page.evaluate('bramble.reset()');
    expect(await executeAsync(page, 'undefined')).toEqual({code: 'challenge-error'});
    expect(challengeRequests).toHaveLength(2);
  });

  test('30000000-…-0003 shows a challenge; an empty answer is refused, any other passes', async () => {
    const {page} = await open(
      doc(
        `<form><div class="bramble" data-sitekey="${CHALLENGE_KEY}" ${ALL_CALLBACKS}></div></form>`,
      ),
    );
    await checkbox(page).click();
    const dialog = page.getByRole('dialog', {name: 'Bramble challenge'});
    const verify = dialog.getByRole('button', {name: 'Verify'});
    await verify.click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Please type an answer.');
    await dialog.getByLabel(PROMPT).fill('bramble');
    await verify.click();
    await dialog.waitFor({state: 'detached'});
    await expect.poll(() => calls(page)).toEqual([['open'], ['callback', CHALLENGE_TOKEN]]);
    expect(await field(page).inputValue()).toBe(CHALLENGE_TOKEN);
    expect(challengeRequests.map((request) => request.body.answer)).toEqual([undefined, 'bramble']);
  });

  test('30000000-…-0003 with execute({async: true}) resolves once the challenge is answered', async () => {
    const {page} = await open(
      doc(
        `<form><div class="bramble" data-sitekey="${CHALLENGE_KEY}" data-size="invisible"></div></form>`,
      ),
    );
    const result = executeAsync(page, 'undefined');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('anything');
    await dialog.getByRole('textbox').press('Enter');
    expect(await result).toEqual({ok: {response: CHALLENGE_TOKEN, key: 'rk-1'}});
    await page.evaluate('bramble.reset()');
    const closed = executeAsync(page, 'undefined');
    await dialog.getByRole('button', {name: 'Close'}).click();
    expect(await closed).toEqual({code: 'challenge-closed'});
  });

  test('a real site key is refused on 127.0.0.1 with invalid-data', async () => {
    const {page} = await open(
      doc(
        `<form><div class="bramble" data-sitekey="8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13" ${ALL_CALLBACKS}></div></form>`,
      ),
    );
    await checkbox(page).click();
    await expect.poll(() => calls(page)).toEqual([['error', 'invalid-data']]);
  });
});

describe('page mistakes fail visibly', () => {
  test('a missing sitekey, an unknown container and a missing callback function', async () => {
    const {page, logs} = await open(
      doc(
        `<form><div class="bramble"></div><div class="bramble" data-sitekey="${PASS_KEY}" data-callback="nope"></div></form>`,
      ),
    );
    expect(logs).toEqual(['error: bramble.render: missing sitekey']);
    expect(await thrown(page, `bramble.render('missing', {sitekey: '${PASS_KEY}'})`)).toMatch(
      /container "missing" not found/,
    );
    await checkbox(page).click();
    await expect.poll(() => logs).toContain('error: bramble: callback "nope" is not defined');
  });

  test('a second copy of the script reports script-error', async () => {
    const {page, logs} = await open(
      doc(`<form><div class="bramble" data-sitekey="${PASS_KEY}" ${ALL_CALLBACKS}></div></form>`),
    );
    await page.evaluate(`new Promise((resolve) => {
      const script = document.createElement('script');
      script.src = '${api}/1/api.js';
      script.onload = resolve;
      document.head.append(script);
    })`);
    expect(await calls(page)).toEqual([['error', 'script-error']]);
    expect(logs).toEqual([
      'error: bramble: api.js is loaded more than once on this page (script-error)',
    ]);
  });

  test('network failure of /1/challenge reaches the error callback as network-error; the visitor can retry', async () => {
    const {page} = await open(
      doc(`<form><div class="bramble" data-sitekey="${PASS_KEY}" ${ALL_CALLBACKS}></div></form>`),
    );
    await page.route(`${api}/1/challenge`, (route) => route.abort('connectionrefused'));
    await checkbox(page).click();
    await expect.poll(() => calls(page)).toEqual([['error', 'network-error']]);
    expect(await checkbox(page).getAttribute('aria-disabled')).toBe('false');
    await page.unroute(`${api}/1/challenge`);
    await checkbox(page).click();
    await expect.poll(() => field(page).inputValue()).toBe(PASS_TOKEN);
  });
});

describe('recaptchacompat=on', () => {
  test('grecaptcha forwards render, execute, reset and getResponse; g-recaptcha-response is filled too', async () => {
    const {page, logs} = await open(
      doc(
        `<form><div id="contact-captcha"></div></form>
        <script>
          function onBrambleLoad() {
            window.id = grecaptcha.render('contact-captcha', {sitekey: '${PASS_KEY}', callback: onPass});
          }
        </script>`,
        '?recaptchacompat=on&render=explicit&onload=onBrambleLoad',
      ),
    );
    await page.evaluate('grecaptcha.execute(id)');
    await expect.poll(() => calls(page)).toEqual([['callback', PASS_TOKEN]]);
    expect(await page.evaluate('grecaptcha.getResponse(id)')).toBe(PASS_TOKEN);
    expect(await field(page, 'g-recaptcha-response').inputValue()).toBe(PASS_TOKEN);
    expect(await field(page).inputValue()).toBe(PASS_TOKEN);
    await page.evaluate('grecaptcha.reset(id)');
    expect(await field(page, 'g-recaptcha-response').inputValue()).toBe('');
    expect(await page.evaluate('bramble.getResponse(id)')).toBe('');
    expect(await page.evaluate('typeof grecaptcha.ready')).toBe('undefined');
    expect(await thrown(page, `grecaptcha.execute('${PASS_KEY}', {action: 'login'})`)).toMatch(
      /reCAPTCHA v3/,
    );
    expect(logs).toEqual([]);
  });
});

describe('languages', () => {
  const simple = (query = '') =>
    doc(`<form><div class="bramble" data-sitekey="${PASS_KEY}"></div></form>`, query);

  test('hl=fr gives the French label; Space ticks the box', async () => {
    const {page} = await open(simple('?hl=fr'));
    const box = checkbox(page, 'Je suis un humain');
    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('status').textContent()).toBe('Vérifié');
  });

  test('without hl the browser language decides; an unsupported hl falls back to it', async () => {
    const french = await open(simple('?hl=xx'), {context: {locale: 'fr-BE'}});
    expect(await checkbox(french.page, 'Je suis un humain').count()).toBe(1);
    const english = await open(simple('?hl=en-GB'), {context: {locale: 'fr-FR'}});
    await checkbox(english.page).press('Enter');
    await expect.poll(() => field(english.page).inputValue()).toBe(PASS_TOKEN);
  });
});

describe('custom themes', () => {
  const themes = {
    valid: '{"palette":{"mode":"dark","primary":{"main":"#4cc38a"}}}',
    badMode: '{"palette":{"mode":"blue"}}',
    notHex: '{"component":{"checkbox":{"main":{"fill":"green"}}}}',
    notJson: '{"palette":',
  };
  const themedPage = (query: string) =>
    doc(
      `<form>${Object.entries(themes)
        .map(
          ([id, theme]) =>
            `<div id="${id}" class="bramble" data-sitekey="${PASS_KEY}" data-theme='${theme}' data-error-callback="${id}Error"></div>`,
        )
        .join('')}</form>
      <script>
        for (const id of ${JSON.stringify(Object.keys(themes))}) {
          window[id + 'Error'] = (code) => calls.push([id, code]);
        }
      </script>`,
      query,
    );
  const themeClass = async (page: Page, id: string) =>
    (await page.locator(`#${id} .bramble-widget`).getAttribute('class'))?.replace(
      /bramble-widget bramble-size-normal /,
      '',
    );

  test('with custom=true a valid theme applies; an invalid one falls back to light and reports invalid-custom-theme', async () => {
    const {page} = await open(themedPage('?custom=true'));
    expect(await themeClass(page, 'valid')).toBe('bramble-theme-custom bramble-mode-dark');
    for (const id of ['badMode', 'notHex', 'notJson']) {
      expect(await themeClass(page, id)).toBe('bramble-theme-light');
    }
    await expect
      .poll(() => calls(page))
      .toEqual([
        ['badMode', 'invalid-custom-theme'],
        ['notHex', 'invalid-custom-theme'],
        ['notJson', 'invalid-custom-theme'],
      ]);
    await page.locator('#notJson').getByRole('checkbox').click(); // the widget keeps working
    await expect.poll(() => page.locator('#notJson textarea').inputValue()).toBe(PASS_TOKEN);
  });

  test('without custom=true every theme object is invalid', async () => {
    const {page} = await open(themedPage(''));
    expect(await themeClass(page, 'valid')).toBe('bramble-theme-light');
    await expect.poll(async () => (await calls(page)).length).toBe(4);
  });
});
