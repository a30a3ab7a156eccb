// The documented test keys (facts, "Keys"). They are public, the same for every developer, and
// behave the same forever, so docs samples and tests can rely on them without an account.

/** Always passes the visitor; its token verifies as success with hostname `test-key-pass`. */
export const passSiteKey = '10000000-0000-4000-8000-000000000001';
/** Always fails the visitor: no token, the widget's error callback gets `challenge-error`. */
export const failSiteKey = '20000000-0000-4000-8000-000000000002';
/** Always shows an interactive challenge; any non-empty answer passes. */
export const challengeSiteKey = '30000000-0000-4000-8000-000000000003';

/** Verifies the tokens of the two passing test site keys as success. */
export const passSecret = '0x1000000000000000000000000000000000000001';
/** Always answers `success: false` with `invalid-input-response`. */
export const invalidResponseSecret = '0x2000000000000000000000000000000000000002';
/** Always answers `success: false` with `already-seen-response`. */
export const alreadySeenSecret = '0x3000000000000000000000000000000000000003';
/** Verifies the same tokens as `passSecret`, with a high score, to test step-up and refusal paths. */
export const highRiskSecret = '0x4000000000000000000000000000000000000004';

/** The fixed tokens the passing test site keys give, whoever asks, wherever. */
export const passToken = '10000000-aaaa-4000-8000-000000000001';
export const challengeToken = '30000000-aaaa-4000-8000-000000000003';

/** What a test token verifies as, instead of the page's real hostname. */
export const testHostname = 'test-key-pass';

export const testSiteKeys: readonly string[] = [passSiteKey, failSiteKey, challengeSiteKey];
export const testSecrets: readonly string[] = [
  passSecret,
  invalidResponseSecret,
  alreadySeenSecret,
  highRiskSecret,
];

/** The score and reasons of a test answer (facts: 0.0 no risk to 1.0 certain bot). */
export interface TestScore {
  readonly score: number;
  readonly reasons: readonly string[];
}

/**
 * The test secrets that verify the passing test tokens, with the score their answers carry.
 * Test answers carry a score on every plan, so Enterprise code passes its own tests.
 */
const passingTestSecrets = new Map<string, TestScore>([
  [passSecret, {score: 0.0, reasons: ['test-key']}],
  [highRiskSecret, {score: 0.9, reasons: ['test-key-high-risk']}],
]);

/** The score a test secret gives the passing test tokens; undefined for a secret that refuses them. */
export function passingTestScore(secret: string): TestScore | undefined {
  return passingTestSecrets.get(secret);
}

/** Which test site key each test token belongs to (a Map: `__proto__` is no token). */
const testTokenSiteKeys = new Map<string, string>([
  [passToken, passSiteKey],
  [challengeToken, challengeSiteKey],
]);

/** The test site key a test token comes from, or undefined for any other string. */
export function testTokenSiteKey(token: string): string | undefined {
  return testTokenSiteKeys.get(token);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Site keys and idempotency keys are UUIDs; any version is accepted, as the test keys show. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

// Keys compare as exact strings, as a real service's lookup would: `0X…` or upper-case hex is
// another (unknown) key, which catches samples that reformat keys.
export function isTestSiteKey(sitekey: string): boolean {
  return testSiteKeys.includes(sitekey);
}

export function isTestSecret(secret: string): boolean {
  return testSecrets.includes(secret);
}
