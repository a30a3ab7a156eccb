import {STATUS_CODES} from 'node:http';
import {jsonAnswer, type HttpAnswer} from './answers';
import {rateLimitedAnswer} from './verdict';

/**
 * How one `/siteverify` request misbehaves instead of answering a verdict: the failures the docs
 * tell integrators to survive (treat as a failed verification, retry only when safe). None of
 * them spends the token.
 */
export type Fault =
  /** That status; 500 with JSON `{"error": …}` (the API itself), any other with plain text (a proxy). */
  | {kind: 'status'; status: number}
  /** 429 with `Retry-After` (seconds), as over the real rate limit. */
  | {kind: 'rate-limited'; retryAfter: number}
  /** 200 with an HTML page, as a captive portal or a misconfigured proxy answers. */
  | {kind: 'not-json'}
  /** No answer at all; or, with `ms`, the normal answer that late (if the client still waits). */
  | {kind: 'hang'; ms?: number}
  /** The connection is destroyed without an answer. */
  | {kind: 'reset'};

export type ParseResult<T> = {ok: true; value: T} | {ok: false; error: string};

/** Ten minutes is beyond any client timeout; more is a typo. */
const maxWaitMs = 600_000;

function isWholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function onlyFields(input: Record<string, unknown>, allowed: string[]): string | undefined {
  return Object.keys(input).find((key) => !allowed.includes(key));
}

/**
 * Checks one fault from a test. Unknown kinds and fields are errors, so a misspelt fault fails
 * loudly instead of leaving the stand-in healthy while the test thinks otherwise.
 */
export function parseFault(input: unknown): ParseResult<Fault> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {ok: false, error: 'a fault is a JSON object with a kind'};
  }
  const fault = input as Record<string, unknown>;
  const fields: Record<string, string[]> = {
    status: ['kind', 'status'],
    'rate-limited': ['kind', 'retryAfter'],
    'not-json': ['kind'],
    hang: ['kind', 'ms'],
    reset: ['kind'],
  };
  const kind = fault.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(fields, kind)) {
    return {ok: false, error: `kind: expected one of ${Object.keys(fields).join(', ')}`};
  }
  const unknown = onlyFields(fault, fields[kind]!);
  if (unknown !== undefined) return {ok: false, error: `${kind}: unknown field ${unknown}`};
  switch (kind) {
    case 'status':
      // Failure statuses only: a 2xx or 3xx here would be a verdict-less "success".
      if (!isWholeNumber(fault.status, 400, 599)) {
        return {ok: false, error: 'status: expected a whole number from 400 to 599'};
      }
      return {ok: true, value: {kind, status: fault.status}};
    case 'rate-limited':
      if (!isWholeNumber(fault.retryAfter, 0, 3600)) {
        return {ok: false, error: 'retryAfter: expected whole seconds from 0 to 3600'};
      }
      return {ok: true, value: {kind, retryAfter: fault.retryAfter}};
    case 'hang':
      if (fault.ms === undefined) return {ok: true, value: {kind}};
      if (!isWholeNumber(fault.ms, 0, maxWaitMs)) {
        return {ok: false, error: `ms: expected whole milliseconds from 0 to ${maxWaitMs}`};
      }
      return {ok: true, value: {kind, ms: fault.ms}};
    default:
      return {ok: true, value: {kind: kind as 'not-json' | 'reset'}};
  }
}

export function parseFaults(input: unknown): ParseResult<Fault[]> {
  if (!Array.isArray(input)) return {ok: false, error: 'expected a JSON array of faults'};
  const faults: Fault[] = [];
  for (const [index, item] of input.entries()) {
    const parsed = parseFault(item);
    if (!parsed.ok) return {ok: false, error: `fault ${index}: ${parsed.error}`};
    faults.push(parsed.value);
  }
  return {ok: true, value: faults};
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
