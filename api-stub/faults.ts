import {STATUS_CODES} from 'node:http';
import {z} from 'zod';
import {jsonAnswer, type HttpAnswer} from './answers';
import {rateLimitedAnswer} from './verdict';

export type ParseResult<T> = {ok: true; value: T} | {ok: false; error: string};

/** Checks a test's input; the error names where the first problem is (`fault 1: ms: expected …`). */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown, item = ''): ParseResult<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {ok: true, value: parsed.data};
  const {path, message} = parsed.error.issues[0]!;
  const where = path.map((key) => (typeof key === 'number' ? `${item} ${key}` : String(key)));
  return {ok: false, error: [...where, message].join(': ')};
}

const whole = (min: number, max: number, unit: string) =>
  z
    .int({error: `expected ${unit} from ${min} to ${max}`})
    .min(min)
    .max(max);

/** A fault kind whose unknown fields are errors: a misspelt fault must fail loudly. */
function kind<K extends string, S extends z.ZodRawShape>(name: K, shape: S) {
  return z.strictObject(
    {kind: z.literal(name), ...shape},
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `${name}: unknown field ${issue.keys[0]}` : undefined,
    },
  );
}

/**
 * How one `/siteverify` request misbehaves instead of answering a verdict: the failures the docs
 * tell integrators to survive. None of them spends the token.
 */
const faultSchema = z.discriminatedUnion(
  'kind',
  [
    // 500 with JSON `{"error": …}` (the API itself), any other with plain text (a proxy). Failure
    // statuses only: a 2xx or 3xx here would be a verdict-less "success".
    kind('status', {status: whole(400, 599, 'a whole number')}),
    // 429 with `Retry-After`, as over the real rate limit.
    kind('rate-limited', {retryAfter: whole(0, 3600, 'whole seconds')}),
    // 200 with an HTML page, as a captive portal or a misconfigured proxy answers.
    kind('not-json', {}),
    // No answer at all; or, with `ms`, the normal answer that late (if the client still waits).
    // Ten minutes is beyond any client timeout.
    kind('hang', {ms: whole(0, 600_000, 'whole milliseconds').optional()}),
    // The connection is destroyed without an answer.
    kind('reset', {}),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? 'expected one of status, rate-limited, not-json, hang, reset'
        : 'a fault is a JSON object with a kind',
  },
);

export type Fault = z.infer<typeof faultSchema>;

export function parseFaults(input: unknown): ParseResult<Fault[]> {
  return parseWith(
    z.array(faultSchema, {error: 'expected a JSON array of faults'}),
    input,
    'fault',
  );
}

/** The page a proxy in front of the API might answer with, status 200 and all. */
const proxyPage =
  '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Please wait</title></head>' +
  '<body><h1>Checking your connection…</h1><p>This page is served by a proxy, not by the Bramble API.</p></body></html>\n';

/** The answer of a fault that answers at all (not `hang`, not `reset`). */
export function faultAnswer(
  fault: Extract<Fault, {kind: 'status' | 'rate-limited' | 'not-json'}>,
): HttpAnswer {
  switch (fault.kind) {
    case 'status': {
      if (fault.status === 500) return jsonAnswer(500, {error: 'internal-error'});
      const reason = STATUS_CODES[fault.status] ?? 'Error';
      return {
        status: fault.status,
        headers: {'Content-Type': 'text/plain; charset=utf-8'},
        body: `${fault.status} ${reason}\n`,
      };
    }
    case 'rate-limited':
      return rateLimitedAnswer(fault.retryAfter);
    case 'not-json':
      return {status: 200, headers: {'Content-Type': 'text/html; charset=utf-8'}, body: proxyPage};
  }
}
