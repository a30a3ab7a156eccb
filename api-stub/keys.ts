// The documented test keys (facts, "Keys"), from the site's data: the docs and the stand-in read
// one list. They are public, the same for every developer, and behave the same forever.
import type {RiskScore} from './accounts';
import {testKeyValues as key, testSecretKeys, testSiteKeys as siteKeys} from '../src/data/testKeys';

export const passSiteKey = key.siteKey;
export const failSiteKey = key.failSiteKey;
export const challengeSiteKey = key.challengeSiteKey;
export const passSecret = key.secretKey;
export const invalidResponseSecret = key.invalidSecretKey;
export const alreadySeenSecret = key.alreadySeenSecretKey;
export const highRiskSecret = key.highRiskSecretKey;
/** The fixed tokens the passing test site keys give, whoever asks, wherever. */
export const passToken = key.token;
export const challengeToken = key.challengeToken;
/** What a test token verifies as, instead of the page's real hostname. */
export const testHostname = key.hostname;

export const testSiteKeys: readonly string[] = siteKeys.map((k) => k.value);
export const testSecrets: readonly string[] = testSecretKeys.map((k) => k.value);

/**
 * The test secrets that verify the passing test tokens, with the score their answers carry.
 * Test answers carry a score on every plan, so Enterprise code passes its own tests.
 */
export const passingTestScores = new Map<string, RiskScore>([
  [passSecret, {score: 0.0, reasons: ['test-key']}],
  [highRiskSecret, {score: 0.9, reasons: ['test-key-high-risk']}],
]);

/** Which test site key each test token belongs to (a Map: `__proto__` is no token). */
export const testTokenSiteKeys = new Map<string, string>([
  [passToken, passSiteKey],
  [challengeToken, challengeSiteKey],
]);

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
