import type {IncomingMessage, ServerResponse} from 'node:http';
import {jsonAnswer, type HttpAnswer} from './answers';
import {readBody} from './body';
import {parseFaults} from './faults';
import {issueTestToken} from './issuing';
import type {LaneState} from './lanes';
import type {StubState} from './stubState';

/** The longest api.js delay a test may ask for; more is a typo. */
export const maxScriptDelayMs = 60_000;

export function isScriptDelay(ms: unknown): ms is number {
  return typeof ms === 'number' && Number.isInteger(ms) && ms >= 0 && ms <= maxScriptDelayMs;
}

type ControlHandler = (
  lane: LaneState,
  state: StubState,
  body: () => Promise<unknown>,
) => HttpAnswer | Promise<HttpAnswer>;

function badRequest(error: string): HttpAnswer {
  return jsonAnswer(400, {error});
}

/** Control endpoints by path and method; each path works at the root and under any lane prefix. */
const controls: Record<string, Partial<Record<string, ControlHandler>>> = {
  '/__stub/lanes': {
    POST: (_lane, state) => {
      const created = state.lanes.create();
      return jsonAnswer(200, {id: created.id, prefix: created.prefix});
    },
  },
  '/__stub/faults': {
    GET: (lane) => jsonAnswer(200, lane.faults),
    PUT: async (lane, _state, body) => {
      const parsed = parseFaults(await body());
      if (!parsed.ok) return badRequest(parsed.error);
      lane.faults = parsed.value;
      return jsonAnswer(200, lane.faults);
    },
  },
  '/__stub/script-delay': {
    PUT: async (lane, _state, body) => {
      const input = await body();
      const ms =
        typeof input === 'object' && input !== null ? (input as {ms?: unknown}).ms : undefined;
      if (!isScriptDelay(ms)) {
        return badRequest(`expected {"ms": whole milliseconds from 0 to ${maxScriptDelayMs}}`);
      }
      lane.scriptDelayMs = ms;
      return jsonAnswer(200, {ms});
    },
  },
  '/__stub/requests': {GET: (lane) => jsonAnswer(200, lane.log.entries())},
  '/__stub/tokens': {
    POST: async (_lane, state, body) => {
      const input = await body();
      if (typeof input !== 'object' || input === null) {
        return badRequest('expected {"sitekey", "hostname", "issuedSecondsAgo"?}');
      }
      const {sitekey, hostname, issuedSecondsAgo} = input as Record<string, unknown>;
      if (typeof sitekey !== 'string' || typeof hostname !== 'string') {
        return badRequest('sitekey and hostname: expected strings');
      }
      if (issuedSecondsAgo !== undefined && typeof issuedSecondsAgo !== 'number') {
        return badRequest('issuedSecondsAgo: expected a number');
      }
      const result = issueTestToken(
        state.verify.tokens,
        {sitekey, hostname, issuedSecondsAgo},
        Date.now(),
      );
      if (!result.ok) return badRequest(`${result.error}: ${result.reason}`);
      return jsonAnswer(200, {token: result.token, respKey: result.respKey});
    },
  },
};

/** Answers a `/__stub/…` request. These are not logged: the log is what clients sent to the API. */
export async function answerControl(
  req: IncomingMessage,
  res: ServerResponse,
  lane: LaneState,
  path: string,
  state: StubState,
): Promise<void> {
  const route = Object.hasOwn(controls, path) ? controls[path] : undefined;
  const handler = route?.[req.method ?? ''];
  let answer: HttpAnswer;
  if (!route) answer = jsonAnswer(404, {error: `no control endpoint ${path}`});
  else if (!handler) {
    answer = jsonAnswer(405, {error: `${path} accepts ${Object.keys(route).join(', ')}`});
  } else {
    answer = await handler(lane, state, async () => {
      const body = await readBody(req);
      if (body === null) return undefined;
      try {
        return JSON.parse(body.toString('utf8')) as unknown;
      } catch {
        return undefined;
      }
    });
  }
  if (res.writableEnded || req.socket.destroyed) return;
  res.writeHead(answer.status, {...answer.headers, 'Cache-Control': 'no-store'});
  res.end(answer.body);
}
