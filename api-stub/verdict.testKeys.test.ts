import {describe, expect, it} from 'vitest';
import {
  alreadySeenSecret,
  challengeSiteKey,
  challengeToken,
  failSiteKey,
  highRiskSecret,
  invalidResponseSecret,
  passSecret,
  passSiteKey,
  passToken,
} from './keys';
import {newState, realToken, solo, soloSite, t0, verify} from './verdict.fixtures';

describe('the test keys', () => {
  it.each([
    {token: passToken, secret: passSecret, expected: {success: true, hostname: 'test-key-pass'}},
    {
      token: challengeToken,
      secret: passSecret,
      expected: {success: true, hostname: 'test-key-pass'},
    },
    {
      token: passToken,
      secret: invalidResponseSecret,
      expected: {'error-codes': ['invalid-input-response']},
    },
    {
      token: challengeToken,
      secret: invalidResponseSecret,
      expected: {'error-codes': ['invalid-input-response']},
    },
    {
      token: passToken,
      secret: alreadySeenSecret,
      expected: {'error-codes': ['already-seen-response']},
    },
    {
      token: challengeToken,
      secret: alreadySeenSecret,
      expected: {'error-codes': ['already-seen-response']},
    },
    {
      token: 'anything',
      secret: invalidResponseSecret,
      expected: {'error-codes': ['invalid-input-response']},
    },
    {
      token: 'anything',
      secret: alreadySeenSecret,
      expected: {'error-codes': ['already-seen-response']},
    },
    {token: 'anything', secret: passSecret, expected: {'error-codes': ['invalid-input-response']}},
    {
      token: 'anything',
      secret: highRiskSecret,
      expected: {'error-codes': ['invalid-input-response']},
    },
  ])('token $token with secret $secret', ({token, secret, expected}) => {
    expect(verify(newState(), {secret, response: token}).json).toMatchObject(expected);
  });

  // Facts: "test answers carry a score on every plan".
  it('gives a passing test token the time of verification and the score 0.0', () => {
    const {json} = verify(newState(), {secret: passSecret, response: passToken}, t0 + 5);
    expect(json).toEqual({
      success: true,
      challenge_ts: '2026-03-01T12:00:00.005Z',
      hostname: 'test-key-pass',
      score: 0,
      score_reason: ['test-key'],
    });
  });

  it.each([passToken, challengeToken])(
    'verifies %s with the high-risk test secret: score 0.9',
    (token) => {
      const {json} = verify(newState(), {secret: highRiskSecret, response: token}, t0);
      expect(json).toEqual({
        success: true,
        challenge_ts: '2026-03-01T12:00:00.000Z',
        hostname: 'test-key-pass',
        score: 0.9,
        score_reason: ['test-key-high-risk'],
      });
    },
  );

  it('lets test tokens be verified again and again, at any age', () => {
    const state = newState();
    for (const now of [t0, t0 + 1, t0 + 3_600_000]) {
      expect(verify(state, {secret: passSecret, response: passToken}, now).json.success).toBe(true);
      expect(verify(state, {secret: passSecret, response: challengeToken}, now).json.success).toBe(
        true,
      );
    }
  });

  it.each([
    {token: passToken, sitekey: passSiteKey, expected: {success: true}},
    {token: challengeToken, sitekey: challengeSiteKey, expected: {success: true}},
    {
      token: passToken,
      sitekey: challengeSiteKey,
      expected: {'error-codes': ['invalid-input-response']},
    },
    {
      token: challengeToken,
      sitekey: passSiteKey,
      expected: {'error-codes': ['invalid-input-response']},
    },
    {token: passToken, sitekey: failSiteKey, expected: {'error-codes': ['invalid-input-response']}},
  ])('pairs token $token with sitekey $sitekey', ({token, sitekey, expected}) => {
    expect(verify(newState(), {secret: passSecret, response: token, sitekey}).json).toMatchObject(
      expected,
    );
  });

  it('pairs every test site key with every test secret, and none with a real secret', () => {
    for (const sitekey of [passSiteKey, failSiteKey, challengeSiteKey]) {
      for (const secret of [passSecret, invalidResponseSecret, alreadySeenSecret, highRiskSecret]) {
        const codes = verify(newState(), {secret, response: challengeToken, sitekey}).json[
          'error-codes'
        ];
        expect(codes ?? []).not.toContain('sitekey-secret-mismatch');
      }
      const real = verify(newState(), {secret: solo.secret, response: passToken, sitekey});
      expect(real.json['error-codes']).toEqual(['sitekey-secret-mismatch']);
    }
  });

  it('refuses a real token with the high-risk test secret, as with the always-pass one', () => {
    const state = newState();
    const token = realToken(state, soloSite!.sitekey);
    for (const secret of [passSecret, highRiskSecret]) {
      expect(verify(state, {secret, response: token}).json).toEqual({
        success: false,
        'error-codes': ['sitekey-secret-mismatch'],
      });
    }
  });
});
