import {describe, expect, it} from 'vitest';
import {passSecret, passSiteKey, passToken} from './keys';
import {siteverifyAnswer, type VerifyState} from './verdict';
import type {SiteverifyForm} from './form';
import {
  ada,
  adaBlog,
  adaShop,
  errorsOf,
  newState,
  realToken,
  soloSite,
  t0,
  verify,
} from './verdict.fixtures';

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
