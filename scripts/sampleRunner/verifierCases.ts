/**
 * The cases every verification function of the docs is run through, and
 * what it must answer in each. A case names the token it hands over; the
 * runner makes that token with the stand-in API.
 */
import type {Fault} from '../../api-stub/server';

export type TokenKind =
  /** Issued by the stand-in for the site, unused. */
  | 'fresh'
  /** Issued and already verified once. */
  | 'spent'
  /** Issued 121 seconds ago: past its 120 s. */
  | 'expired'
  /** A test site key's token, checked with the real keys: sitekey-secret-mismatch. */
  | 'test-token'
  | 'garbage'
  | 'empty';

export interface SampleCase {
  name: string;
  token: TokenKind;
  /** Enterprise only: the risk score the token's answer carries (null: an answer without one). */
  score?: number | null;
  remoteip: string | null;
  /** Answers the stand-in gives to this case's first requests. */
  faults: Fault[];
  /** What the function must answer: true/false for a verifier, a decision for an assessor. */
  expected: boolean | Decision;
  /** A fault that gave no verdict: a retry with the same token may then get the real answer. */
  answerAfterRetry?: boolean | Decision;
}

export type Decision = 'allow' | 'step-up' | 'block';

export const visitorIp = '203.0.113.7';

const noVerdict = (
  name: string,
  fault: Fault,
  unverified: boolean | Decision,
  afterRetry: boolean | Decision,
): SampleCase => ({
  name,
  token: 'fresh',
  remoteip: visitorIp,
  faults: [fault],
  expected: unverified,
  answerAfterRetry: afterRetry,
});

/** Verification functions: true only for a valid, unused, unexpired token of the site. */
export const verifierCases: readonly SampleCase[] = [
  {name: 'valid', token: 'fresh', remoteip: visitorIp, faults: [], expected: true},
  {name: 'valid, visitor IP unknown', token: 'fresh', remoteip: null, faults: [], expected: true},
  {name: 'invalid token', token: 'garbage', remoteip: visitorIp, faults: [], expected: false},
  {name: 'replayed token', token: 'spent', remoteip: visitorIp, faults: [], expected: false},
  {name: 'expired token', token: 'expired', remoteip: visitorIp, faults: [], expected: false},
  {name: 'empty token', token: 'empty', remoteip: visitorIp, faults: [], expected: false},
  {
    name: 'test token with real keys',
    token: 'test-token',
    remoteip: null,
    faults: [],
    expected: false,
  },
  {
    name: 'HTTP 400',
    token: 'fresh',
    remoteip: visitorIp,
    faults: [{kind: 'status', status: 400}],
    expected: false,
  },
  noVerdict('HTTP 429 with Retry-After', {kind: 'rate-limited', retryAfter: 1}, false, true),
  noVerdict('HTTP 503', {kind: 'status', status: 503}, false, true),
  {
    name: 'answer not JSON',
    token: 'fresh',
    remoteip: visitorIp,
    faults: [{kind: 'not-json'}],
    expected: false,
  },
  noVerdict('no answer (timeout)', {kind: 'hang', ms: 30_000}, false, true),
];

/** Enterprise assessments: the score decides a valid token; anything unverified, or unscored, is blocked. */
export const assessorCases: readonly SampleCase[] = [
  {
    name: 'low score',
    token: 'fresh',
    score: 0.1,
    remoteip: visitorIp,
    faults: [],
    expected: 'allow',
  },
  {
    name: 'middle score',
    token: 'fresh',
    score: 0.5,
    remoteip: null,
    faults: [],
    expected: 'step-up',
  },
  {
    name: 'high score',
    token: 'fresh',
    score: 0.9,
    remoteip: visitorIp,
    faults: [],
    expected: 'block',
  },
  {
    name: 'answer without a score',
    token: 'fresh',
    score: null,
    remoteip: visitorIp,
    faults: [],
    expected: 'block',
  },
  {name: 'invalid token', token: 'garbage', remoteip: visitorIp, faults: [], expected: 'block'},
  {
    name: 'replayed token',
    token: 'spent',
    score: 0.1,
    remoteip: visitorIp,
    faults: [],
    expected: 'block',
  },
  {name: 'empty token', token: 'empty', remoteip: visitorIp, faults: [], expected: 'block'},
  {...noVerdict('HTTP 503', {kind: 'status', status: 503}, 'block', 'allow'), score: 0.1},
  {
    name: 'answer not JSON',
    token: 'fresh',
    score: 0.1,
    remoteip: visitorIp,
    faults: [{kind: 'not-json'}],
    expected: 'block',
  },
  {...noVerdict('no answer (timeout)', {kind: 'hang', ms: 30_000}, 'block', 'allow'), score: 0.1},
];

/** A result as the cases state it, whatever the language's way to say it (true, "true", "ALLOW", :step_up). */
export function normalizeResult(result: unknown): boolean | string | undefined {
  if (result === true || result === 'true' || result === 1) return true;
  if (result === false || result === 'false' || result === 0) return false;
  if (typeof result !== 'string') return undefined;
  const word = result.trim().toLowerCase().replace(/_/g, '-');
  return ({accept: 'allow', reject: 'block'} as Record<string, string>)[word] ?? word;
}

/** The answer a case requires, given how many requests the sample sent for it. */
export function expectedResult(testCase: SampleCase, requestCount: number): boolean | Decision {
  return testCase.answerAfterRetry !== undefined && requestCount > 1
    ? testCase.answerAfterRetry
    : testCase.expected;
}
