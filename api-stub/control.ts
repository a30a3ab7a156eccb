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

/** Seconds in the past for a test's `…SecondsAgo` field: absent is 0; anything else is an error. */
function secondsAgo(
  value: unknown,
  field: string,
): {ok: true; ms: number} | {ok: false; error: string} {
  if (value === undefined) return {ok: true, ms: 0};
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    return {ok: false, error: `${field}: expected seconds, 0 or more`};
  }
  return {ok: true, ms: value * 1000};
}

function objectBody(input: unknown): Record<string, unknown> | undefined {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : undefined;
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
  // The dashboard's "new secret" button: the previous secret keeps verifying for 24 hours.
  '/__stub/secrets/rotate': {
    POST: async (_lane, state, body) => {
      const input = objectBody(await body());
      if (typeof input?.secret !== 'string') {
        return badRequest('expected {"secret": the current secret, "rotatedSecondsAgo"?}');
      }
      const ago = secondsAgo(input.rotatedSecondsAgo, 'rotatedSecondsAgo');
      if (!ago.ok) return badRequest(ago.error);
      const result = state.verify.secrets.rotate(input.secret, Date.now() - ago.ms);
      if (!result.ok) return badRequest(result.error);
      return jsonAnswer(200, {
        secret: result.secret,
        previous: result.previous,
        previousValidUntil: new Date(result.previousValidUntil).toISOString(),
      });
    },
  },
  // Tests of the rate limit: 1,000 requests in a second are more than a busy machine sends.
  '/__stub/rate-limit/prefill': {
    POST: async (_lane, state, body) => {
      const input = objectBody(await body());
      const count = input?.count;
      if (typeof input?.secret !== 'string' || !Number.isInteger(count) || (count as number) < 0) {
        return badRequest('expected {"secret", "count": whole requests, 0 or more}');
      }
      state.verify.rateLimiter.prefill(input.secret, count as number, Date.now());
      return jsonAnswer(200, {secret: input.secret, count});
    },
  },
  // Tests of the 120-second idempotency window, without waiting it out.
  '/__stub/idempotent-answers/backdate': {
    POST: async (_lane, state, body) => {
      const seconds = objectBody(await body())?.seconds;
      if (seconds === undefined) return badRequest('expected {"seconds": how far back}');
      const ago = secondsAgo(seconds, 'seconds');
      if (!ago.ok) return badRequest(ago.error);
      state.verify.replays.backdate(ago.ms);
      return jsonAnswer(200, {seconds: ago.ms / 1000});
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
      if (!body.ok) return undefined;
      try {
        return JSON.parse(body.bytes.toString('utf8')) as unknown;
      } catch {
        return undefined;
      }
    });
  }
  if (res.writableEnded || req.socket.destroyed) return;
  res.writeHead(answer.status, {...answer.headers, 'Cache-Control': 'no-store'});
  res.end(answer.body);
}
