import http from 'node:http';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {demoAccounts, findAccount, type DemoAccount} from './accounts';
import {apiAnswer, json, type Answer} from './api';
import {parseJson, readBody, requestUrl} from '../api-stub/body';
import {noFailures, parseFailureUpdate, type FailureSettings} from './failures';
import {createHoldGate, type ApiKind} from './holdGate';
import {corsHeaders, normalizeOrigins, preflightHeaders, redirectTarget} from './origins';
import {errorPage, homePage, loginPage, type Return} from './pages';
import {createRequestLog} from '../api-stub/requestLog';
import type {LogEntry} from './requestLog';
import {clearedSessionCookie, createSessionStore, readSessionId, sessionCookie} from './session';

export interface DashboardServerOptions {
  /** Docs origins that may call the API with credentials and be sent back to after login. */
  allowedOrigins: string[];
  /** How the API misbehaves from the start, and again after a reset; by default it does not. */
  failures?: Partial<FailureSettings>;
  /** Turns on the test-only `/__control` endpoints; off unless asked for. */
  control?: boolean;
  /** How long `holdUntilBoth` waits for the other call (2 s); tests may shorten it. */
  holdTimeoutMs?: number;
}

/** Everything a handler needs to know about the request it answers. */
interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  origin: string | undefined;
  sessionId: string | null;
  account: DemoAccount | undefined;
}

type Handler = (context: Context) => Promise<void> | void;
type Routes = Record<string, Partial<Record<string, Handler>>>;

/** Larger bodies get 413: a login form or a control command is a few dozen bytes. */
const maxBodyBytes = 10 * 1024;

// The pages load nothing and are never framed. No form-action: Chrome applies it to the
// redirect that follows the login form, which leaves for a docs origin.
const pageSecurityHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
};

function sendAnswer(res: ServerResponse, answer: Answer, headers = {}): void {
  res.writeHead(answer.status, {
    ...headers,
    'Content-Type': answer.contentType,
    // Keys must not linger in a shared or browser cache after logout.
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(answer.body);
}

function sendHtml(res: ServerResponse, status: number, html: string, headers = {}): void {
  const answer = {status, contentType: 'text/html; charset=utf-8', body: html};
  sendAnswer(res, answer, {...pageSecurityHeaders, ...headers});
}

function redirect(res: ServerResponse, location: string, headers = {}): void {
  res.writeHead(303, {...headers, Location: location, 'Cache-Control': 'no-store'});
  res.end();
}

/** The body as text; undefined when it is too large (answered 413) or the client went away. */
async function readText(req: IncomingMessage, res: ServerResponse): Promise<string | undefined> {
  const body = await readBody(req, maxBodyBytes);
  if (body.ok) return body.bytes.toString('utf8');
  // Closing the connection is the only way to stop a client that is still uploading.
  const page = errorPage(
    'Request too large',
    'The request body is larger than this server accepts.',
  );
  if (body.reason === 'too-large') sendHtml(res, 413, page, {Connection: 'close'});
  return undefined;
}

/**
 * The stand-in Bramble dashboard: login pages, the two API endpoints the docs call, CORS for the
 * docs origins, and (with `control: true`) failure injection for tests. The caller listens.
 */
export function createDashboardServer(options: DashboardServerOptions): http.Server {
  const allowed = normalizeOrigins(options.allowedOrigins);
  const initial = parseFailureUpdate(options.failures ?? {});
  if (!initial.ok) throw new Error(`Invalid failures option: ${initial.error}`);
  const startSettings: FailureSettings = {...noFailures, ...initial.value};

  let settings = startSettings;
  const sessions = createSessionStore();
  // The tests that read the log need only the last few entries.
  const log = createRequestLog<LogEntry>(1000);
  const holdGate = createHoldGate(options.holdTimeoutMs ?? 2000);
  /** Hung calls, each waiting for a reset to answer it. */
  const hung = new Set<() => void>();
  /** API calls not yet answered, so closing the server can drop them. */
  const pending = new Set<ServerResponse>();

  function returnFor(backurl: string): Return {
    if (!backurl) return {kind: 'none'};
    const target = redirectTarget(backurl, allowed);
    return target === '/' ? {kind: 'refused'} : {kind: 'allowed', url: target};
  }

  async function answerApi(kind: ApiKind, {res, origin, account}: Context): Promise<void> {
    // Settings as they were when the call arrived, so a test's next command cannot change it midway.
    const current = settings;
    const headers = {...corsHeaders(origin, allowed), Vary: 'Origin'};
    pending.add(res);
    res.on('close', () => pending.delete(res));

    if (current.holdUntilBoth) await holdGate.wait(kind);
    if (current.delayMs > 0) {
      await new Promise<void>((resolve) => setTimeout(resolve, current.delayMs).unref());
    }
    let mode = current[kind];
    if (mode === 'hang') {
      await new Promise<void>((resolve) => {
        hung.add(resolve);
        res.on('close', () => hung.delete(resolve));
      });
      // Released by a reset: answer as a healthy dashboard would.
      mode = 'ok';
    }
    if (res.destroyed) return;
    sendAnswer(res, apiAnswer(kind, mode, account), headers);
  }

  function preflight({res, origin}: Context): void {
    if (origin === undefined || !allowed.has(origin)) res.writeHead(403, {'Content-Length': '0'});
    else res.writeHead(204, {...preflightHeaders(origin, allowed), Vary: 'Origin'});
    res.end();
  }

  async function login({req, res, sessionId}: Context): Promise<void> {
    const body = await readText(req, res);
    if (body === undefined) return;
    const form = new URLSearchParams(body);
    const backurl = form.get('backurl') ?? '';
    const account = findAccount(form.get('account') ?? '');
    if (!account) {
      const again = backurl ? `/login?backurl=${encodeURIComponent(backurl)}` : '/login';
      const link = {href: again, text: 'Back to login'};
      sendHtml(res, 400, errorPage('Unknown account', 'Pick one of the demo accounts.', link));
      return;
    }
    // A fresh id on every login, so an id planted before login never becomes a live session.
    sessions.delete(sessionId);
    const id = sessions.create(account.email);
    redirect(res, redirectTarget(backurl, allowed), {'Set-Cookie': sessionCookie(id)});
  }

  async function control({req, res}: Context): Promise<void> {
    const body = await readText(req, res);
    if (body === undefined) return;
    const update = parseFailureUpdate(parseJson(body));
    if (update.ok) settings = {...settings, ...update.value};
    sendAnswer(res, update.ok ? json(200, settings) : json(400, {error: update.error}));
  }

  function reset({res}: Context): void {
    settings = startSettings;
    log.clear();
    holdGate.releaseAll();
    for (const release of hung) release();
    hung.clear();
    sendAnswer(res, json(200, settings));
  }

  const routes: Routes = {
    '/': {GET: ({res, account}) => sendHtml(res, 200, homePage(account))},
    '/login': {
      GET: ({res, url}) => {
        const backurl = url.searchParams.get('backurl') ?? '';
        sendHtml(res, 200, loginPage(demoAccounts, backurl, returnFor(backurl)));
      },
      POST: login,
    },
    '/logout': {
      GET: ({res, url, sessionId}) => {
        sessions.delete(sessionId);
        const target = redirectTarget(url.searchParams.get('backurl'), allowed);
        redirect(res, target, {'Set-Cookie': clearedSessionCookie()});
      },
    },
    '/user': {GET: (context) => answerApi('user', context), OPTIONS: preflight},
    '/dashboard/sitekey/page/1': {
      GET: (context) => answerApi('sites', context),
      OPTIONS: preflight,
    },
  };
  if (options.control) {
    Object.assign(routes, {
      '/__control': {GET: ({res}: Context) => sendAnswer(res, json(200, settings)), POST: control},
      '/__control/reset': {POST: reset},
      '/__control/log': {GET: ({res}: Context) => sendAnswer(res, json(200, log.entries()))},
    } satisfies Routes);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (!url)
      return sendHtml(res, 400, errorPage('Bad request', 'The request address could not be read.'));
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    const sessionId = readSessionId(req.headers.cookie);
    const email = sessions.get(sessionId);
    const context: Context = {
      req,
      res,
      url,
      origin,
      sessionId,
      account: email === undefined ? undefined : findAccount(email),
    };

    if (options.control && !url.pathname.startsWith('/__control')) {
      const entry: LogEntry = {
        method: req.method ?? '',
        path: url.pathname,
        origin: origin ?? null,
        at: Date.now(),
        answeredAt: null,
        cookie: sessionId !== null,
      };
      log.add(entry);
      res.on('finish', () => {
        entry.answeredAt = Date.now();
      });
    }

    const route = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
    if (!route)
      return sendHtml(res, 404, errorPage('Not found', 'There is no page at this address.'));
    const handler = route[req.method ?? ''];
    if (!handler) {
      const page = errorPage('Method not allowed', 'This address does not accept that method.');
      sendHtml(res, 405, page, {Allow: Object.keys(route).join(', ')});
      return;
    }
    await handler(context);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      // A bug must cost one request, never the server that a whole test run shares.
      if (res.headersSent) res.destroy();
      else sendAnswer(res, json(500, {error: 'internal server error'}));
    });
  });
  // Closing also drops the API calls it is deliberately keeping open.
  const close = server.close.bind(server);
  server.close = (callback) => {
    hung.clear();
    holdGate.releaseAll();
    for (const res of pending) res.destroy();
    pending.clear();
    return close(callback);
  };
  return server;
}
