/**
 * The cases every verification function of the docs is run through, and
 * what it must answer in each. A case names the token it hands over; the
 * runner makes that token with the stand-in API.
 */
import type {Fault} from '../../api-stub/server';
import {missingScoreLog, type RiskDecisionId} from '../../src/data/riskDecisions';

type TokenKind =
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

/** A case with no fault unless `more` gives one. */
const make = (
  name: string,
  token: TokenKind,
  remoteip: string | null,
  expected: boolean | Decision,
  more: Partial<SampleCase> = {},
): SampleCase => ({name, token, remoteip, faults: [], expected, ...more});

/** A fault that gives no verdict: unverified, unless a retry with the same token gets the answer. */
const noVerdict = (
  name: string,
  fault: Fault,
  unverified: boolean | Decision,
  afterRetry: boolean | Decision = true,
) => make(name, 'fresh', visitorIp, unverified, {faults: [fault], answerAfterRetry: afterRetry});

const status = (code: number): Fault => ({kind: 'status', status: code});
const hang: Fault = {kind: 'hang', ms: 30_000};

/** Verification functions: true only for a valid, unused, unexpired token of the site. */
export const verifierCases: readonly SampleCase[] = [
  make('valid', 'fresh', visitorIp, true),
  make('valid, visitor IP unknown', 'fresh', null, true),
  make('invalid token', 'garbage', visitorIp, false),
  make('replayed token', 'spent', visitorIp, false),
  make('expired token', 'expired', visitorIp, false),
  make('empty token', 'empty', visitorIp, false),
  make('test token with real keys', 'test-token', null, false),
  make('HTTP 400', 'fresh', visitorIp, false, {faults: [status(400)]}),
  noVerdict('HTTP 429 with Retry-After', {kind: 'rate-limited', retryAfter: 1}, false),
  noVerdict('HTTP 503', status(503), false),
  make('answer not JSON', 'fresh', visitorIp, false, {faults: [{kind: 'not-json'}]}),
  noVerdict('no answer (timeout)', hang, false),
];

/**
 * Enterprise assessments: the score decides a valid token; anything unverified, or unscored, is
 * blocked. The test keys carry a score on every plan, so the test pair must pass (0.0) and the
 * high-risk test secret must take the refusal path (0.9, over the pages' example threshold 0.8).
 */
export const assessorCases: readonly SampleCase[] = [
  make('test pair (always-pass secret, score 0.0)', 'test-token', visitorIp, 'allow', {
    keys: 'test-pass',
  }),
  make('high-risk test secret (score 0.9)', 'test-token', null, 'block', {keys: 'test-high-risk'}),
  make('low score', 'fresh', visitorIp, 'allow', {score: 0.1}),
  make('middle score', 'fresh', null, 'step-up', {score: 0.5}),
  make('high score', 'fresh', visitorIp, 'block', {score: 0.9}),
  make('answer without a score', 'fresh', visitorIp, 'block', {score: null, logs: missingScoreLog}),
  make('invalid token', 'garbage', visitorIp, 'block'),
  make('replayed token', 'spent', visitorIp, 'block', {score: 0.1}),
  make('empty token', 'empty', visitorIp, 'block'),
  {...noVerdict('HTTP 503', status(503), 'block', 'allow'), score: 0.1},
  make('answer not JSON', 'fresh', visitorIp, 'block', {score: 0.1, faults: [{kind: 'not-json'}]}),
  {...noVerdict('no answer (timeout)', hang, 'block', 'allow'), score: 0.1},
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
