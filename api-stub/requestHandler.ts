import type {IncomingMessage, ServerResponse} from 'node:http';
import {jsonAnswer, type HttpAnswer} from './answers';
import {readBody, requestUrl} from './body';
import {challengeAnswer} from './challenge';
import {answerControl} from './control';
import {faultAnswer} from './faults';
import {collectFields, formType, mediaType, parseSiteverifyRequest} from './form';
import type {LaneState} from './lanes';
import type {LoggedRequest} from './requestLog';
import {wait, type StubState} from './stubState';
import {siteverifyAnswer} from './verdict';
import {widgetScript} from './widget/serve';

/** One API request being answered. */
interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  lane: LaneState;
  body: Buffer | null;
  entry: LoggedRequest;
  state: StubState;
  /** Where the widget's frames come from, known once their listener has its port. */
  widget: {frameOrigin: string};
}

/** An answer outside any exchange: the request is not logged. */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const answer = jsonAnswer(status, body);
  res.writeHead(status, answer.headers);
  res.end(answer.body);
}

/** Whether the answer can still be sent: not sent yet, and the client still there. */
function canAnswer({req, res}: Exchange): boolean {
  return !res.writableEnded && !req.socket.destroyed;
}

function send(exchange: Exchange, answer: HttpAnswer, extraHeaders = {}): void {
  if (!canAnswer(exchange)) return;
  exchange.res.writeHead(answer.status, {...answer.headers, ...extraHeaders});
  exchange.res.end(answer.body);
  exchange.entry.status = answer.status;
  if (answer.headers['Content-Type'] === 'application/json') {
    exchange.entry.answer = JSON.parse(answer.body) as unknown;
  }
}

function verdictNow(exchange: Exchange): HttpAnswer {
  const {req, body, state} = exchange;
  const request = parseSiteverifyRequest({
    method: req.method ?? '',
    contentType: req.headers['content-type'],
    contentEncoding: req.headers['content-encoding'],
    body,
  });
  return siteverifyAnswer(request, state.verify, Date.now());
}

// The verification is server to server: no CORS headers, ever, so a page calling it from a
// browser fails as it would in production. Nothing caches a verdict.
const siteverifyHeaders = {'Cache-Control': 'no-store'};

/** `/siteverify`: the lane's next fault if it has one, otherwise the verdict. */
async function siteverify(exchange: Exchange): Promise<void> {
  const fault = exchange.lane.faults.shift();
  if (!fault) return send(exchange, verdictNow(exchange), siteverifyHeaders);
  switch (fault.kind) {
    case 'reset':
      exchange.req.socket.destroy();
      return;
    case 'hang': {
      const {res, state} = exchange;
      state.held.add(res);
      res.on('close', () => state.held.delete(res));
      if (fault.ms === undefined) return;
      await wait(state, fault.ms);
      state.held.delete(res);
      // Judged only now, and only if the client still waits: a client that gave up has not
      // spent its token.
      if (canAnswer(exchange)) send(exchange, verdictNow(exchange), siteverifyHeaders);
      return;
    }
    default:
      return send(exchange, faultAnswer(fault), siteverifyHeaders);
  }
}

/** `/1/api.js`: the widget script, built from widget/page/ (widget/build.ts). */
async function widgetScriptRoute(exchange: Exchange): Promise<void> {
  const method = exchange.req.method;
  if (method !== 'GET' && method !== 'HEAD') {
    return send(exchange, jsonAnswer(405, {error: 'GET only'}), {Allow: 'GET, HEAD'});
  }
  if (exchange.lane.scriptDelayMs > 0) await wait(exchange.state, exchange.lane.scriptDelayMs);
  const body = await widgetScript(exchange.widget.frameOrigin);
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-store',
    // Lets a page load it with `crossorigin` (for SRI or error details) too.
    'Access-Control-Allow-Origin': '*',
  };
  send(exchange, {status: 200, headers, body});
}

/**
 * `/1/challenge`: called from the browser by the widget's frames only, so CORS lets in their
 * origin and no other: a page (or its api.js) calling it itself gets no token, as it would get
 * none from Bramble. Calls without an `Origin` (servers, tests) are answered as they come.
 */
function challenge(exchange: Exchange): void {
  const {req} = exchange;
  const origin = req.headers.origin;
  const allowed = origin === exchange.widget.frameOrigin;
  if (origin !== undefined && !allowed) {
    const refusal = jsonAnswer(403, {error: 'only the widget frames may call /1/challenge'});
    return send(exchange, refusal, {Vary: 'Origin'});
  }
  const cors: Record<string, string> = allowed
    ? {'Access-Control-Allow-Origin': exchange.widget.frameOrigin, Vary: 'Origin'}
    : {};
  if (req.method === 'OPTIONS') {
    const requested = req.headers['access-control-request-headers'];
    const preflight: Record<string, string> = {
      ...cors,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': requested || 'Content-Type',
      'Access-Control-Max-Age': '600',
    };
    // Chrome's Private Network Access asks before a public page may call 127.0.0.1.
    if (req.headers['access-control-request-private-network'] === 'true') {
      preflight['Access-Control-Allow-Private-Network'] = 'true';
    }
    return send(exchange, {status: 204, headers: {}, body: ''}, preflight);
  }
  if (req.method !== 'POST') {
    return send(exchange, jsonAnswer(405, {error: 'POST only'}), {...cors, Allow: 'POST, OPTIONS'});
  }
  const text = exchange.body?.toString('utf8') ?? '';
  send(exchange, challengeAnswer(text, exchange.state.verify.tokens, Date.now()), cors);
}

const routes: Record<string, (exchange: Exchange) => void | Promise<void>> = {
  '/siteverify': siteverify,
  '/1/api.js': widgetScriptRoute,
  '/1/challenge': challenge,
};

/** The API's requests over one scheme; `/__stub/…` ones go to the controls, unlogged. */
export function createRequestHandler(
  state: StubState,
  scheme: 'http' | 'https',
  widget: {frameOrigin: string},
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(req, res).catch(() => {
      // A bug must cost one request, never the server a whole test run shares.
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, {error: 'internal-error'});
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (!url) return sendJson(res, 400, {error: 'the request address could not be read'});
    const resolved = state.lanes.resolve(url.pathname);
    if (!resolved) {
      const error = `no lane at ${url.pathname}: create one with POST /__stub/lanes`;
      return sendJson(res, 404, {error});
    }
    const {lane, path} = resolved;
    if (path.startsWith('/__stub/')) return answerControl(req, res, lane, path, state);

    const at = new Date().toISOString();
    const read = await readBody(req);
    const body = read.ok ? read.bytes : null;
    const contentType = req.headers['content-type'];
    // Only a url-encoded body has fields; any other body is in `rawBody` as it came.
    const bodyFields = mediaType(contentType) === formType ? body?.toString('utf8') : undefined;
    const entry: LoggedRequest = {
      at,
      method: req.method ?? '',
      path,
      scheme,
      contentType,
      fields: collectFields(new URLSearchParams(bodyFields ?? ''), url.searchParams),
      rawBody: body?.toString('utf8') ?? '',
      status: 0,
      answer: undefined,
    };
    lane.log.add(entry);
    // 'close' comes once per response: after the answer, or when the connection goes without one.
    res.on('close', () => state.onRequest?.(entry, lane.id));
    const exchange: Exchange = {req, res, lane, body, entry, state, widget};
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
    if (!route) return send(exchange, jsonAnswer(404, {error: `nothing at ${path}`}));
    await route(exchange);
  }
}
