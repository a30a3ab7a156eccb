// Contract: the facts' "Safe retries", in "Verification (server side)". Each row quotes the sentence it checks. The 120-second
// window is reached without waiting: the stand-in backdates its remembered answers on request
// (exactly 120 s is not a row: the milliseconds of the round trip put it past).
import {randomUUID} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {standInForFile} from '../standIn.fixtures';
import {control, realAccount, realToken, siteverify} from './contractClient';

const standIn = standInForFile();
const solo = realAccount('solo@bramble.example');
const alreadySeen = {success: false, 'error-codes': ['already-seen-response']};

async function firstVerification(idempotencyKey?: string) {
  const fields = {
    secret: solo.secret,
    response: await realToken(standIn, solo.sitekey),
    ...(idempotencyKey && {idempotency_key: idempotencyKey}),
  };
  const first = await siteverify(standIn, fields);
  expect(first.json.success).toBe(true);
  return {fields, first};
}

describe('"A repeated request with the same token and the same `idempotency_key` within 120 seconds gets the first answer again instead of `already-seen-response`"', () => {
  it.each([
    {name: 'at once', backdate: 0},
    {name: '119 seconds later', backdate: 119},
  ])('$name', async ({backdate}) => {
    const {fields, first} = await firstVerification(randomUUID());
    if (backdate > 0)
      await control(standIn, '/__stub/idempotent-answers/backdate', {seconds: backdate});
    const again = await siteverify(standIn, fields);
    expect(again.status).toBe(200);
    expect(again.body).toBe(first.body);
  });

  it('after 120 seconds, the token is judged again: already-seen-response', async () => {
    const {fields} = await firstVerification(randomUUID());
    await control(standIn, '/__stub/idempotent-answers/backdate', {seconds: 121});
    expect((await siteverify(standIn, fields)).json).toEqual(alreadySeen);
  });

  it.each([
    {name: 'without an idempotency_key', second: () => undefined},
    {name: 'with another idempotency_key', second: () => randomUUID()},
  ])('$name the repeat answers already-seen-response', async ({second}) => {
    const {fields} = await firstVerification(randomUUID());
    const key = second();
    const repeat: Record<string, string> = {secret: fields.secret, response: fields.response};
    if (key !== undefined) repeat.idempotency_key = key;
    expect((await siteverify(standIn, repeat)).json).toEqual(alreadySeen);
  });

  it('"without it, retry only after a 5xx, 429 or network error": no key, a repeat is already-seen-response', async () => {
    const {fields} = await firstVerification();
    expect((await siteverify(standIn, fields)).json).toEqual(alreadySeen);
  });
});

describe('"retry only after a 5xx, 429 or network error": the retry with the same key gets the real answer', () => {
  it.each([
    {name: 'HTTP 503', fault: {kind: 'status' as const, status: 503}},
    {name: 'HTTP 429', fault: {kind: 'rate-limited' as const, retryAfter: 1}},
    {name: 'a network error', fault: {kind: 'reset' as const}},
  ])('$name', async ({fault}) => {
    const lane = standIn.stub.lane();
    lane.setFaults([fault]);
    const fields = {
      secret: solo.secret,
      response: await realToken(standIn, solo.sitekey),
      idempotency_key: randomUUID(),
    };
    const failed = await siteverify(standIn, fields, lane.httpsBase).catch(() => undefined);
    expect(failed?.json.success).toBeUndefined();
    const retried = await siteverify(standIn, fields, lane.httpsBase);
    expect(retried.json).toMatchObject({success: true});
    const again = await siteverify(standIn, fields, lane.httpsBase);
    expect(again.body).toBe(retried.body);
  });
});
