import {describe, expect, it} from 'vitest';
import {enterpriseAccount} from './accounts';
import {siteverifyAnswer} from './verdict';
import {
  ada,
  adaBlog,
  adaShop,
  errorsOf,
  highRisk,
  lowRisk,
  newState,
  realToken,
  solo,
  soloSite,
  t0,
  verify,
} from './verdict.fixtures';

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

  it.each([
    {
      name: 'a score the test chose',
      risk: {score: 0.5, reasons: ['chosen']},
      expected: {score: 0.5, score_reason: ['chosen']},
    },
    {name: 'no score at all (null)', risk: null, expected: {}},
  ])('a token can carry $name instead of its site’s', ({risk, expected}) => {
    const state = newState();
    const token = state.tokens.issue(lowRisk!.sitekey, 'www.example.com', t0, risk).token;
    const answer = verify(state, {
      secret: enterpriseAccount.secret,
      response: token,
      sitekey: lowRisk!.sitekey,
    });
    expect(answer.json).toEqual({
      success: true,
      challenge_ts: '2026-03-01T12:00:00.000Z',
      hostname: 'www.example.com',
      ...expected,
    });
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
