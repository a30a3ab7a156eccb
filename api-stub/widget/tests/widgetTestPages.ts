/**
 * What the widget's browser tests share: the real stand-in, a page server on another origin, one
 * Chromium per file, one page and one lane per test, and helpers that reach the widget the only
 * way a page's test can: through its cross-origin frames.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type FrameLocator,
  type Page,
} from 'playwright';
import {afterAll, afterEach, beforeAll, beforeEach, vi} from 'vitest';
import {testChromiumLaunchOptions} from '../../../src/config/chromium';
import {startApiStub, type ApiStub, type Lane} from '../../server';

export {
  passSiteKey as PASS_KEY,
  failSiteKey as FAIL_KEY,
  challengeSiteKey as CHALLENGE_KEY,
  passToken as PASS_TOKEN,
  challengeToken as CHALLENGE_TOKEN,
} from '../../keys';
export const FRAME_TITLE = 'Bramble security check';
export const CHALLENGE_TITLE = 'Bramble challenge';

export type Gate = {promise: Promise<void>; open(): void};
export function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return {promise, open};
}

interface TestPage {
  html: string;
  /** When set, the page is sent in two parts: `html`, then `tail` once this gate opens. */
  tail?: {html: string; after: Gate};
}
type Submission = {path: string; fields: Record<string, string>};
export interface Opened {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, as "type: text". */
  logs: string[];
  /** Resolves once api.js has been served to the page. */
  scriptServed: Promise<unknown>;
}
export interface OpenOptions {
  context?: BrowserContextOptions;
  waitUntil?: 'load' | 'domcontentloaded' | 'commit';
  clock?: boolean;
  /** api.js waits for this gate. */
  holdScript?: Gate;
}

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
export const ALL_CALLBACKS =
  'data-callback="onPass" data-expired-callback="onExpired" data-error-callback="onError" ' +
  'data-challenge-expired-callback="onChallengeExpired" data-open-callback="onOpen" ' +
  'data-close-callback="onClose"';

export function setUpWidgetPages() {
  // A new page costs a renderer process, and each widget two frames; on a busy machine that takes a while.
  vi.setConfig({testTimeout: 20_000, hookTimeout: 30_000});
  const pages = new Map<string, TestPage>();
  const submissions: Submission[] = [];
  const opened: Page[] = [];
  let browser: Browser;
  let sharedContext: BrowserContext;
  let server: http.Server;
  let origin = '';
  let pageCount = 0;
  const env = {} as {stub: ApiStub; lane: Lane};

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && pages.has(url.pathname)) {
      const page = pages.get(url.pathname)!;
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store'});
      if (!page.tail) return void res.end(page.html);
      res.write(page.html);
      await page.tail.after.promise;
      res.end(page.tail.html);
    } else if (req.method === 'POST' && url.pathname.startsWith('/submit')) {
      let body = '';
      for await (const chunk of req) body += chunk;
      submissions.push({path: url.pathname, fields: Object.fromEntries(new URLSearchParams(body))});
      res.writeHead(200, {'content-type': 'text/plain'}).end('received');
    } else {
      res.writeHead(url.pathname === '/favicon.ico' ? 204 : 404).end();
    }
  }

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      handle(req, res).catch(() => res.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    env.stub = await startApiStub();
    browser = await chromium.launch(testChromiumLaunchOptions);
    sharedContext = await browser.newContext();
  });

  beforeEach(() => {
    env.lane = env.stub.lane();
  });

  afterAll(async () => {
    await browser?.close();
    await env.stub?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  afterEach(async () => {
    await Promise.all(
      opened
        .splice(0)
        .map((page) => (page.context() === sharedContext ? page.close() : page.context().close())),
    );
    pages.clear();
    submissions.length = 0;
  });

  /** The script tag of this test's lane (or of `base`, another stand-in address). */
  function scriptTag(query = '', base = env.lane.httpBase): string {
    return `<script src="${base}/1/api.js${query}" async defer></script>`;
  }

  /** A page: the recorder, the body, then the script. */
  function doc(body: string, query = '', base?: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head>
<body>${RECORDER}${body}${scriptTag(query, base)}</body></html>`;
  }

  async function open(page: TestPage | string, options: OpenOptions = {}): Promise<Opened> {
    const {context, waitUntil = 'load', clock = false, holdScript} = options;
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
    if (holdScript) {
      await tab.route('**/1/api.js*', async (route) => {
        await holdScript.promise;
        await route.continue();
      });
    }
    const scriptServed = tab.waitForResponse((response) => response.url().includes('/1/api.js'));
    await tab.goto(origin + pathname, {waitUntil});
    return {page: tab, logs, scriptServed};
  }

  return {
    env,
    submissions,
    doc,
    scriptTag,
    open,
    /** The page's own origin, where the test pages come from. */
    pageOrigin: () => origin,
  };
}

/** The widget's checkbox frame (the `index`-th of the page, or the one inside `scope`). */
export function widgetFrame(page: Page, scope = '', title = FRAME_TITLE): FrameLocator {
  return page.locator(`${scope} iframe[title="${title}"]`.trim()).first().contentFrame();
}

export function checkbox(page: Page, name = 'I am human', title = FRAME_TITLE) {
  return widgetFrame(page, '', title).getByRole('checkbox', {name});
}

export function challengeFrame(page: Page, title = CHALLENGE_TITLE): FrameLocator {
  return page.locator(`iframe[title="${title}"]`).contentFrame();
}

export const calls = (page: Page) => page.evaluate('window.calls') as Promise<unknown[][]>;
export const field = (page: Page, name = 'bramble-response') =>
  page.locator(`textarea[name="${name}"]`);
/** Runs `execute(..., {async: true})` in the page: {ok: {response, key}} or {code}. */
export const executeAsync = (page: Page, id = 'window.id') =>
  page.evaluate(
    `bramble.execute(${id}, {async: true}).then((ok) => ({ok}), (code) => ({code}))`,
  ) as Promise<{ok?: {response: string; key: string}; code?: string}>;
/** The message of the error a page expression throws, or null. */
export const thrown = (page: Page, expression: string) =>
  page.evaluate(`(() => { try { ${expression}; return null } catch (e) { return e.message } })()`);

/** What the widget's frames sent to POST /1/challenge in a lane, in order. */
export function challengeRequests(lane: Lane): Record<string, unknown>[] {
  return lane
    .requests()
    .filter((request) => request.method === 'POST' && request.path === '/1/challenge')
    .map((request) => JSON.parse(request.rawBody) as Record<string, unknown>);
}
