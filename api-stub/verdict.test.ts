import {describe, expect, it} from 'vitest';
import {apiAccounts, enterpriseAccount} from './accounts';
import type {SiteverifyForm} from './form';
import {
  alreadySeenSecret,
  challengeSiteKey,
  challengeToken,
  failSiteKey,
  invalidResponseSecret,
  passSecret,
  passSiteKey,
  passToken,
} from './keys';
import {createRateLimiter} from './rateLimit';
import {createReplayStore} from './replays';
import {createTokenStore} from './tokens';
import {siteverifyAnswer, type VerifyState} from './verdict';

// A made-up clock: every time in these tests is this instant plus some milliseconds.
const t0 = Date.parse('2026-03-01T12:00:00.000Z');

function account(email: string) {
  return apiAccounts.find((candidate) => candidate.email === email)!;
}
const ada = account('ada@bramble.example');
const solo = account('solo@bramble.example');
const [adaShop, adaBlog] = ada.sites;
const [soloSite] = solo.sites;
const [lowRisk, highRisk] = enterpriseAccount.sites;

function newState(): VerifyState {
  return {
    tokens: createTokenStore(),
    replays: createReplayStore(),
    rateLimiter: createRateLimiter(),
  };
}

/** A token of a real site, passed on `hostname` at `issuedAt`. */
function realToken(state: VerifyState, sitekey: string, issuedAt = t0, hostname = 'example.com') {
  return state.tokens.issue(sitekey, hostname, issuedAt).token;
}

function verify(state: VerifyState, form: SiteverifyForm, now = t0) {
  const answer = siteverifyAnswer({kind: 'form', form}, state, now);
  return {...answer, json: JSON.parse(answer.body) as Record<string, unknown>};
}

function errorsOf(state: VerifyState, form: SiteverifyForm, now = t0): unknown {
  const answer = verify(state, form, now);
  expect(answer.status).toBe(200);
  return answer.json['error-codes'];
}

describe('error codes of a well-formed POST (HTTP 200, one code each)', () => {
  type Case = {name: string; form: (state: VerifyState) => SiteverifyForm; code: string};
  const cases: Case[] = [
    {name: 'no secret', form: () => ({response: passToken}), code: 'missing-input-secret'},
    {
      name: 'empty secret',
      form: () => ({secret: '', response: passToken}),
      code: 'missing-input-secret',
    },
    {
      name: 'unknown secret',
      form: () => ({secret: `0x${'ab'.repeat(20)}`, response: passToken}),
      code: 'invalid-input-secret',
    },
    {
      name: 'a site key sent as the secret',
      form: () => ({secret: adaShop!.sitekey, response: passToken}),
      code: 'invalid-input-secret',
    },
    {
      name: 'an upper-cased test secret (keys compare exactly)',
      form: () => ({secret: passSecret.toUpperCase(), response: passToken}),
      code: 'invalid-input-secret',
    },
    {name: 'no response', form: () => ({secret: passSecret}), code: 'missing-input-response'},
    {
      name: 'empty response',
      form: () => ({secret: passSecret, response: ''}),
      code: 'missing-input-response',
    },
    {
      name: 'a token never issued',
      form: () => ({secret: ada.secret, response: 'BR1_forged'}),
      code: 'invalid-input-response',
    },
    {
      name: 'a response named like an Object property',
      form: () => ({secret: passSecret, response: '__proto__'}),
      code: 'invalid-input-response',
    },
    {
      name: 'remoteip "undefined"',
      form: () => ({secret: passSecret, response: passToken, remoteip: 'undefined'}),
      code: 'invalid-remoteip',
    },
    {
      name: 'remoteip empty',
      form: () => ({secret: passSecret, response: passToken, remoteip: ''}),
      code: 'invalid-remoteip',
    },
    {
      name: 'remoteip out of range',
      form: () => ({secret: passSecret, response: passToken, remoteip: '300.1.2.3'}),
      code: 'invalid-remoteip',
    },
    {
      name: 'remoteip with a port',
      form: () => ({secret: passSecret, response: passToken, remoteip: '203.0.113.7:443'}),
      code: 'invalid-remoteip',
    },
    {
      name: 'sitekey empty',
      form: () => ({secret: passSecret, response: passToken, sitekey: ''}),
      code: 'invalid-sitekey',
    },
    {
      name: 'sitekey not a UUID',
      form: () => ({secret: passSecret, response: passToken, sitekey: 'my-site'}),
      code: 'invalid-sitekey',
    },
    {
      name: 'sitekey unknown',
      form: () => ({
        secret: ada.secret,
        response: passToken,
        sitekey: '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13',
      }),
      code: 'invalid-sitekey',
    },
    {
      name: "sitekey of another account's site",
      form: (state) => ({
        secret: ada.secret,
        response: realToken(state, adaShop!.sitekey),
        sitekey: soloSite!.sitekey,
      }),
      code: 'sitekey-secret-mismatch',
    },
    {
      name: 'sitekey of another site of the same account',
      form: (state) => ({
        secret: ada.secret,
        response: realToken(state, adaShop!.sitekey),
        sitekey: adaBlog!.sitekey,
      }),
      code: 'invalid-input-response',
    },
    {
      name: "token of another account's site",
      form: (state) => ({secret: ada.secret, response: realToken(state, soloSite!.sitekey)}),
      code: 'sitekey-secret-mismatch',
    },
    {
      name: 'test site key with a real secret',
      form: () => ({secret: ada.secret, response: passToken, sitekey: passSiteKey}),
      code: 'sitekey-secret-mismatch',
    },
    {
      name: 'test token with a real secret',
      form: () => ({secret: ada.secret, response: passToken}),
      code: 'sitekey-secret-mismatch',
    },
    {
      name: 'real site key with the test secret',
      form: () => ({secret: passSecret, response: passToken, sitekey: adaShop!.sitekey}),
      code: 'sitekey-secret-mismatch',
    },
    {
      name: 'real token with the test secret',
      form: (state) => ({secret: passSecret, response: realToken(state, adaShop!.sitekey)}),
      code: 'sitekey-secret-mismatch',
    },
    {
      name: 'a token 121 s old',
      form: (state) => ({
        secret: ada.secret,
        response: realToken(state, adaShop!.sitekey, t0 - 121_000),
      }),
      code: 'expired-input-response',
    },
  ];

  it.each(cases)('$name: $code', ({form, code}) => {
    const state = newState();
    expect(errorsOf(state, form(state))).toEqual([code]);
  });

  it('answers success: false and nothing else with an error', () => {
    const answer = verify(newState(), {secret: passSecret});
    expect(answer.body).toBe('{"success":false,"error-codes":["missing-input-response"]}');
    expect(answer.headers).toEqual({'Content-Type': 'application/json'});
  });

  it('answers a bad request with HTTP 400 and the same JSON shape', () => {
    const answer = siteverifyAnswer({kind: 'bad-request', reason: 'method'}, newState(), t0);
    expect(answer.status).toBe(400);
    expect(answer.headers).toEqual({'Content-Type': 'application/json'});
    expect(JSON.parse(answer.body)).toEqual({success: false, 'error-codes': ['bad-request']});
  });

  it.each(['203.0.113.7', '2001:db8::1', '::ffff:192.0.2.1'])('accepts remoteip %s', (remoteip) => {
    expect(
      verify(newState(), {secret: passSecret, response: passToken, remoteip}).json.success,
    ).toBe(true);
  });
});

describe('the 2,048-character limit', () => {
  // Too long and unknown both answer invalid-input-response; a bad remoteip, checked after the
  // length, shows on which side of the limit a token falls.
  it.each([
    {length: 2048, code: 'invalid-remoteip'},
    {length: 2049, code: 'invalid-input-response'},
    {length: 100_000, code: 'invalid-input-response'},
  ])('a $length-character response answers $code', ({length, code}) => {
    const form = {secret: ada.secret, response: 'x'.repeat(length), remoteip: 'nope'};
    expect(errorsOf(newState(), form)).toEqual([code]);
  });
});

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
  ])('token $token with secret $secret', ({token, secret, expected}) => {
    expect(verify(newState(), {secret, response: token}).json).toMatchObject(expected);
  });

  it('gives a passing test token the time of verification and no score', () => {
    const {json} = verify(newState(), {secret: passSecret, response: passToken}, t0 + 5);
    expect(json).toEqual({
      success: true,
      challenge_ts: '2026-03-01T12:00:00.005Z',
      hostname: 'test-key-pass',
    });
  });

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
      for (const secret of [passSecret, invalidResponseSecret, alreadySeenSecret]) {
        const codes = verify(newState(), {secret, response: challengeToken, sitekey}).json[
          'error-codes'
        ];
        expect(codes ?? []).not.toContain('sitekey-secret-mismatch');
      }
      const real = verify(newState(), {secret: solo.secret, response: passToken, sitekey});
      expect(real.json['error-codes']).toEqual(['sitekey-secret-mismatch']);
    }
  });
});

describe('real tokens', () => {
  it('verify once, with the hostname and time the visitor passed', () => {
    const state = newState();
    const token = realToken(state, adaShop!.sitekey, t0, 'shop.analytical-engines.example');
    const first = verify(
      state,
      {secret: ada.secret, response: token, sitekey: adaShop!.sitekey, remoteip: '198.51.100.4'},
      t0 + 30_000,
    );
    expect(first.json).toEqual({
      success: true,
      challenge_ts: '2026-03-01T12:00:00.000Z',
      hostname: 'shop.analytical-engines.example',
    });
    expect(errorsOf(state, {secret: ada.secret, response: token}, t0 + 31_000)).toEqual([
      'already-seen-response',
    ]);
  });

  it.each([
    {age: 0, ok: true},
    {age: 119_999, ok: true},
    {age: 120_000, ok: true},
    {age: 120_001, ok: false},
    {age: 3_600_000, ok: false},
  ])('are valid 120 s: $age ms after issue -> success $ok', ({age, ok}) => {
    const state = newState();
    const token = realToken(state, soloSite!.sitekey);
    const {json} = verify(state, {secret: solo.secret, response: token}, t0 + age);
    expect(json).toMatchObject(ok ? {success: true} : {'error-codes': ['expired-input-response']});
  });

  it('stay unspent after a refusal, so the corrected request succeeds', () => {
    const state = newState();
    const token = realToken(state, adaShop!.sitekey);
    expect(
      errorsOf(state, {secret: ada.secret, response: token, sitekey: adaBlog!.sitekey}),
    ).toEqual(['invalid-input-response']);
    expect(errorsOf(state, {secret: ada.secret, response: token, remoteip: 'undefined'})).toEqual([
      'invalid-remoteip',
    ]);
    expect(verify(state, {secret: ada.secret, response: token}).json.success).toBe(true);
  });

  it('report a spent token as already seen, even once it is also expired', () => {
    const state = newState();
    const token = realToken(state, adaShop!.sitekey);
    verify(state, {secret: ada.secret, response: token});
    expect(errorsOf(state, {secret: ada.secret, response: token}, t0 + 600_000)).toEqual([
      'already-seen-response',
    ]);
  });
});

describe('Enterprise scores', () => {
  it.each([
    {site: lowRisk!, score: 0.1, reasons: ['interaction looked human']},
    {site: highRisk!, score: 0.9, reasons: ['automation signals', 'datacenter IP address']},
  ])('$site.name scores $score', ({site, score, reasons}) => {
    const state = newState();
    const token = realToken(state, site.sitekey, t0, 'www.example.com');
    const answer = verify(state, {
      secret: enterpriseAccount.secret,
      response: token,
      sitekey: site.sitekey,
    });
    expect(answer.json).toEqual({
      success: true,
      challenge_ts: '2026-03-01T12:00:00.000Z',
      hostname: 'www.example.com',
      score,
      score_reason: reasons,
    });
    // The facts' field order, for a reader comparing with the docs.
    expect(Object.keys(answer.json)).toEqual([
      'success',
      'challenge_ts',
      'hostname',
      'score',
      'score_reason',
    ]);
  });

  it('has no score on a failure', () => {
    const state = newState();
    const {json} = verify(state, {secret: enterpriseAccount.secret, response: 'BR1_unknown'});
    expect(json).toEqual({success: false, 'error-codes': ['invalid-input-response']});
  });
});

describe('idempotency_key', () => {
  const key = '0b6f3c9e-2d4a-4e8b-9c1d-7a5e3f2b1c00';
  const otherKey = '9d1e7a3c-5b2f-4c6d-8e0a-1f3b5d7c9e11';

  it('answers a repeat within 120 s with the first answer, byte for byte', () => {
    const state = newState();
    const token = realToken(state, adaShop!.sitekey);
    const first = siteverifyAnswer(
      {kind: 'form', form: {secret: ada.secret, response: token, idempotencyKey: key}},
      state,
      t0 + 1000,
    );
    const again = siteverifyAnswer(
      {kind: 'form', form: {secret: ada.secret, response: token, idempotencyKey: key}},
      state,
      t0 + 121_000,
    );
    expect(JSON.parse(first.body)).toMatchObject({success: true});
    expect(again).toStrictEqual(first);
    expect(again.body).toBe(first.body);
  });

  it.each([
    {name: 'without the key', form: {}, after: 1000},
    {name: 'with another key', form: {idempotencyKey: otherKey}, after: 1000},
    {name: 'with the key after 120 s', form: {idempotencyKey: key}, after: 120_001},
  ])('answers already-seen-response $name', ({form, after}) => {
    const state = newState();
    const token = realToken(state, adaShop!.sitekey);
    verify(state, {secret: ada.secret, response: token, idempotencyKey: key}, t0);
    expect(errorsOf(state, {secret: ada.secret, response: token, ...form}, t0 + after)).toEqual([
      'already-seen-response',
    ]);
  });

  it("never hands an answer to another account's secret", () => {
    const state = newState();
    const token = realToken(state, adaShop!.sitekey);
    verify(state, {secret: ada.secret, response: token, idempotencyKey: key});
    expect(errorsOf(state, {secret: solo.secret, response: token, idempotencyKey: key})).toEqual([
      'sitekey-secret-mismatch',
    ]);
  });

  it('replays a first failure too', () => {
    const state = newState();
    const token = realToken(state, adaShop!.sitekey);
    const form = {secret: ada.secret, response: token, idempotencyKey: key};
    expect(errorsOf(state, {...form, remoteip: 'undefined'})).toEqual(['invalid-remoteip']);
    expect(errorsOf(state, form)).toEqual(['invalid-remoteip']);
  });
});

describe('the rate limit: 1,000 requests per second per secret', () => {
  it('answers the 1,001st request within a second 429 with Retry-After, and no verdict', () => {
    const state = newState();
    const token = realToken(state, adaShop!.sitekey);
    for (let i = 0; i < 1000; i++) {
      expect(verify(state, {secret: ada.secret, response: 'BR1_x'}, t0 + (i % 900)).status).toBe(
        200,
      );
    }
    const limited = verify(state, {secret: ada.secret, response: token}, t0 + 950);
    expect(limited.status).toBe(429);
    expect(limited.headers['Retry-After']).toBe('1');
    expect(limited.json).not.toHaveProperty('success');
    // Other secrets are not affected.
    expect(verify(state, {secret: solo.secret, response: 'BR1_x'}, t0 + 950).status).toBe(200);
    // A second later the window has room again, and the token was not spent.
    expect(verify(state, {secret: ada.secret, response: token}, t0 + 1950).json.success).toBe(true);
  });
});
