/**
 * The cases every verification function of the docs is run through, and
 * what it must answer in each. A case names the token it hands over; the
 * runner makes that token with the stand-in API.
 */
import type {Fault} from '../../api-stub/server';
import {missingScoreLog, type RiskDecisionId} from '../../src/data/riskDecisions';

export type TokenKind =
  /** Issued by the stand-in for the site, unused. */
  | 'fresh'
  /** Issued and already verified once. */
  | 'spent'
  /** Issued 121 seconds ago: past its 120 s. */
  | 'expired'
  /** The always-pass test site key's token: a mismatch with real keys, a pass with test secrets. */
  | 'test-token'
  | 'garbage'
  | 'empty';

/**
 * The keys the runner puts in the sample for a case: its own (a demo site, or the Enterprise
 * account for an assessor), or a test pair: the always-pass site key with the always-pass secret
 * (score 0.0) or with the high-risk test secret (score 0.9).
 */
export type KeySet = 'own' | 'test-pass' | 'test-high-risk';

export interface SampleCase {
  name: string;
  token: TokenKind;
  /** Which keys the sample runs with; its own when absent. */
  keys?: KeySet;
  /** The sample must write this line when the case happens (its code holds it). */
  logs?: string;
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

/** The decisions of risk-score code, named once in `src/data/riskDecisions.ts`. */
export type Decision = RiskDecisionId;

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

/**
 * Enterprise assessments: the score decides a valid token; anything unverified, or unscored, is
 * blocked. The test keys carry a score on every plan, so the test pair must pass (0.0) and the
 * high-risk test secret must take the refusal path (0.9, over the pages' example threshold 0.8).
 */
export const assessorCases: readonly SampleCase[] = [
  {
    name: 'test pair (always-pass secret, score 0.0)',
    token: 'test-token',
    keys: 'test-pass',
    remoteip: visitorIp,
    faults: [],
    expected: 'allow',
  },
  {
    name: 'high-risk test secret (score 0.9)',
    token: 'test-token',
    keys: 'test-high-risk',
    remoteip: null,
    faults: [],
    expected: 'block',
  },
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
    logs: missingScoreLog,
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

/**
 * A result as the cases state it, whatever the language's way to say it (true, "true", "ALLOW",
 * :step_up). Only the spelling is forgiven, not the word: `accept` is not `allow`.
 */
export function normalizeResult(result: unknown): boolean | string | undefined {
  if (result === true || result === 'true' || result === 1) return true;
  if (result === false || result === 'false' || result === 0) return false;
  if (typeof result !== 'string') return undefined;
  return result.trim().toLowerCase().replace(/_/g, '-');
}

/** The answer a case requires, given how many requests the sample sent for it. */
export function expectedResult(testCase: SampleCase, requestCount: number): boolean | Decision {
  return testCase.answerAfterRetry !== undefined && requestCount > 1
    ? testCase.answerAfterRetry
    : testCase.expected;
}
