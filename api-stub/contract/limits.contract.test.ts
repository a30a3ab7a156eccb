// Contract: the facts' limits on tokens and requests, from "Verification (server side)" (2,048
// characters, single use, 120 s, 1,000 requests per second). Each row quotes the sentence it checks.
import {describe, expect, it} from 'vitest';
import {standInForFile} from '../standIn.fixtures';
import {control, factKeys, realAccount, realToken, siteverify} from './contractClient';

const standIn = standInForFile();
const solo = realAccount('solo@bramble.example');

describe('"Tokens are at most 2,048 characters; a longer `response` answers `invalid-input-response`"', () => {
  it('tokens the stand-in gives are at most 2,048 characters', async () => {
    const token = await realToken(standIn, solo.sitekey);
    expect(token.length).toBeLessThanOrEqual(2048);
  });

  it.each([
    {name: '2,049 characters', response: async () => 'A'.repeat(2049)},
    {
      name: 'a real token made longer than 2,048 characters',
      response: async () => {
        const token = await realToken(standIn, solo.sitekey);
        return token + 'A'.repeat(2049 - token.length);
      },
    },
  ])('$name: invalid-input-response', async ({response}) => {
    const reply = await siteverify(standIn, {secret: solo.secret, response: await response()});
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({success: false, 'error-codes': ['invalid-input-response']});
  });
});

describe('"Tokens are single-use and valid for 120 seconds"', () => {
  it('single use: the second verification answers already-seen-response', async () => {
    const fields = {secret: solo.secret, response: await realToken(standIn, solo.sitekey)};
    expect((await siteverify(standIn, fields)).json.success).toBe(true);
    expect((await siteverify(standIn, fields)).json).toEqual({
      success: false,
      'error-codes': ['already-seen-response'],
    });
  });

  it.each([
    {age: 0, expected: {success: true}},
    {age: 119, expected: {success: true}},
    {age: 121, expected: {success: false, 'error-codes': ['expired-input-response']}},
    {age: 3600, expected: {success: false, 'error-codes': ['expired-input-response']}},
  ])('a token $age s old', async ({age, expected}) => {
    const response = await realToken(standIn, solo.sitekey, 'example.com', age);
    expect((await siteverify(standIn, {secret: solo.secret, response})).json).toMatchObject(
      expected,
    );
  });
});

describe('"More than 1,000 requests per second for one secret answer HTTP 429 with a `Retry-After` header (seconds) and no verdict"', () => {
  // A thousand requests take this machine more than a second to send: the stand-in counts 999
  // of them on request (a test-only control), and the next two requests go over HTTP.
  const verifyWith = (secret: string) =>
    siteverify(standIn, {secret, response: factKeys.passToken});

  it('the 1,000th request within a second is answered; the 1,001st is 429 with no verdict', async () => {
    const secret = factKeys.highRiskSecret;
    await control(standIn, '/__stub/rate-limit/prefill', {secret, count: 999});
    const thousandth = await verifyWith(secret);
    expect(thousandth.status).toBe(200);
    const over = await verifyWith(secret);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(over.json).not.toHaveProperty('success');
    expect(over.json).not.toHaveProperty('error-codes');
  });

  it('"for one secret": another secret is not held back', async () => {
    await control(standIn, '/__stub/rate-limit/prefill', {
      secret: factKeys.passSecret,
      count: 1000,
    });
    expect((await verifyWith(factKeys.passSecret)).status).toBe(429);
    expect((await verifyWith(factKeys.alreadySeenSecret)).status).toBe(200);
  });
});
