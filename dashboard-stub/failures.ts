import type {ParseResult} from '../api-stub/faults';

/**
 * How one API endpoint misbehaves. `ok` is the real behaviour; the others are the outcomes the
 * docs' session code must survive: error statuses, a login page where JSON was expected (what a
 * proxy or an expired SSO session gives), truncated JSON, no answer at all, an account without sites.
 */
export const failureModes = [
  'ok',
  '500',
  '401',
  '403',
  '404',
  '502',
  'html',
  'badjson',
  'hang',
  'empty-sites',
] as const;

export type FailureMode = (typeof failureModes)[number];

/** What the two API endpoints do; the same shape as the JSON that `POST /__control` takes. */
export interface FailureSettings {
  /** How `GET /user` answers. */
  user: FailureMode;
  /** How `GET /dashboard/sitekey/page/1` answers. */
  sites: FailureMode;
  /** Wait before each API answer, in milliseconds (after any hold). */
  delayMs: number;
  /** Hold each API call until the other one has arrived too (or the hold times out). */
  holdUntilBoth: boolean;
}

export const noFailures: FailureSettings = {
  user: 'ok',
  sites: 'ok',
  delayMs: 0,
  holdUntilBoth: false,
};

/** A minute is far beyond any client timeout; more is a typo. */
const maxDelayMs = 60_000;

function isMode(value: unknown): value is FailureMode {
  return typeof value === 'string' && (failureModes as readonly string[]).includes(value);
}

/**
 * Checks a partial settings object from a test. Unknown fields are errors, so a misspelt
 * field fails loudly instead of leaving the server healthy while the test thinks otherwise.
 */
export function parseFailureUpdate(input: unknown): ParseResult<Partial<FailureSettings>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {ok: false, error: 'expected a JSON object'};
  }
  const update: Partial<FailureSettings> = {};
  for (const [key, value] of Object.entries(input)) {
    switch (key) {
      case 'user':
      case 'sites':
        if (!isMode(value)) {
          return {ok: false, error: `${key}: expected one of ${failureModes.join(', ')}`};
        }
        // An empty site list is a property of the site list only.
        if (key === 'user' && value === 'empty-sites') {
          return {ok: false, error: 'user: empty-sites applies to sites only'};
        }
        update[key] = value;
        break;
      case 'delayMs':
        if (
          typeof value !== 'number' ||
          !Number.isFinite(value) ||
          value < 0 ||
          value > maxDelayMs
        ) {
          return {ok: false, error: `delayMs: expected a number from 0 to ${maxDelayMs}`};
        }
        update.delayMs = value;
        break;
      case 'holdUntilBoth':
        if (typeof value !== 'boolean')
          return {ok: false, error: 'holdUntilBoth: expected a boolean'};
        update.holdUntilBoth = value;
        break;
      default:
        return {ok: false, error: `unknown field: ${key}`};
    }
  }
  return {ok: true, value: update};
}
