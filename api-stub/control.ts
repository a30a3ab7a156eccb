import type {IncomingMessage, ServerResponse} from 'node:http';
import {z} from 'zod';
import {jsonAnswer, type HttpAnswer} from './answers';
import {parseJson, readBody} from './body';
import {parseFaults} from './faults';
import {issueTestToken} from './issuing';
import type {LaneState} from './lanes';
import type {StubState} from './stubState';

/** The longest api.js delay a test may ask for; more is a typo. */
export const maxScriptDelayMs = 60_000;
export const scriptDelay = z.int().min(0).max(maxScriptDelayMs);

/** Seconds in the past for a test's `…SecondsAgo` field. */
const secondsAgo = (field: string) =>
  z
    .number({
      // A missing field falls through to the endpoint's usage.
      error: (issue) =>
        issue.input === undefined ? undefined : `${field}: expected seconds, 0 or more`,
    })
    .min(0);

/** A 400 with this error: thrown by a control handler, answered by `answerControl`. */
class Refusal extends Error {}

function refuse(error: string): never {
  throw new Refusal(error);
}

/** Reads the JSON body with `schema`; refuses it with the schema's message, or else `usage`. */
type BodyReader = <T>(schema: z.ZodType<T>, usage: string) => Promise<T>;

type ControlHandler = (
  lane: LaneState,
  state: StubState,
  read: BodyReader,
) => HttpAnswer | Promise<HttpAnswer>;

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
    PUT: async (lane, _state, read) => {
      const parsed = parseFaults(await read(z.unknown(), ''));
      lane.faults = parsed.ok ? parsed.value : refuse(parsed.error);
      return jsonAnswer(200, lane.faults);
    },
  },
  '/__stub/script-delay': {
    PUT: async (lane, _state, read) => {
      const usage = `expected {"ms": whole milliseconds from 0 to ${maxScriptDelayMs}}`;
      const {ms} = await read(z.object({ms: scriptDelay}), usage);
      lane.scriptDelayMs = ms;
      return jsonAnswer(200, {ms});
    },
  },
  '/__stub/requests': {GET: (lane) => jsonAnswer(200, lane.log.entries())},
  '/__stub/tokens': {
    POST: async (_lane, state, read) => {
      const text = {error: 'sitekey and hostname: expected strings'};
      const schema = z.object({
        sitekey: z.string(text),
        hostname: z.string(text),
        issuedSecondsAgo: z.number({error: 'issuedSecondsAgo: expected a number'}).optional(),
      });
      const request = await read(schema, 'expected {"sitekey", "hostname", "issuedSecondsAgo"?}');
      const result = issueTestToken(state.verify.tokens, request, Date.now());
      if (!result.ok) refuse(`${result.error}: ${result.reason}`);
      return jsonAnswer(200, {token: result.token, respKey: result.respKey});
    },
  },
  // The dashboard's "new secret" button: the previous secret keeps verifying for 24 hours.
  '/__stub/secrets/rotate': {
    POST: async (_lane, state, read) => {
      const schema = z.object({
        secret: z.string(),
        rotatedSecondsAgo: secondsAgo('rotatedSecondsAgo').default(0),
      });
      const input = await read(
        schema,
        'expected {"secret": the current secret, "rotatedSecondsAgo"?}',
      );
      const result = state.verify.secrets.rotate(
        input.secret,
        Date.now() - input.rotatedSecondsAgo * 1000,
      );
      if (!result.ok) refuse(result.error);
      return jsonAnswer(200, {
        secret: result.secret,
        previous: result.previous,
        previousValidUntil: new Date(result.previousValidUntil).toISOString(),
      });
    },
  },
  // Tests of the rate limit: 1,000 requests in a second are more than a busy machine sends.
  '/__stub/rate-limit/prefill': {
    POST: async (_lane, state, read) => {
      const schema = z.object({secret: z.string(), count: z.int().min(0)});
      const {secret, count} = await read(
        schema,
        'expected {"secret", "count": whole requests, 0 or more}',
      );
      state.verify.rateLimiter.prefill(secret, count, Date.now());
      return jsonAnswer(200, {secret, count});
    },
  },
  // Tests of the 120-second idempotency window, without waiting it out.
  '/__stub/idempotent-answers/backdate': {
    POST: async (_lane, state, read) => {
      const schema = z.object({seconds: secondsAgo('seconds')});
      const {seconds} = await read(schema, 'expected {"seconds": how far back}');
      state.verify.replays.backdate(seconds * 1000);
      return jsonAnswer(200, {seconds});
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
  const read: BodyReader = async (schema, usage) => {
    const body = await readBody(req);
    const parsed = schema.safeParse(body.ok ? parseJson(body.bytes.toString('utf8')) : undefined, {
      error: () => usage,
    });
    return parsed.success ? parsed.data : refuse(parsed.error.issues[0]!.message);
  };
  let answer: HttpAnswer;
  if (!route) answer = jsonAnswer(404, {error: `no control endpoint ${path}`});
  else if (!handler) {
    answer = jsonAnswer(405, {error: `${path} accepts ${Object.keys(route).join(', ')}`});
  } else {
    try {
      answer = await handler(lane, state, read);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      answer = jsonAnswer(400, {error: error.message});
    }
  }
  if (res.writableEnded || req.socket.destroyed) return;
  res.writeHead(answer.status, {...answer.headers, 'Cache-Control': 'no-store'});
  res.end(answer.body);
}
