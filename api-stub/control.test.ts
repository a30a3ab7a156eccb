// The test-only controls this file's stand-in offers, refused when a test misspells them.
import {describe, expect, it} from 'vitest';
import {sendJson} from './contract/httpClient';
import {passSecret} from './keys';
import {json, standInForFile} from './standIn.fixtures';
import {solo} from './verdict.fixtures';

const standIn = standInForFile();

function post(path: string, body: unknown) {
  return sendJson(`${standIn.stub.httpUrl}${path}`, 'POST', body);
}

describe('the controls of rotation, idempotency and rate limit', () => {
  it.each([
    {path: '/__stub/secrets/rotate', body: {}, error: 'expected {"secret"'},
    {path: '/__stub/secrets/rotate', body: {secret: passSecret}, error: 'never rotate'},
    {
      path: '/__stub/secrets/rotate',
      body: {secret: solo.secret, rotatedSecondsAgo: -1},
      error: 'rotatedSecondsAgo: expected seconds',
    },
    {path: '/__stub/idempotent-answers/backdate', body: {}, error: 'expected {"seconds"'},
    {path: '/__stub/idempotent-answers/backdate', body: {seconds: 'x'}, error: 'seconds:'},
    {path: '/__stub/rate-limit/prefill', body: {secret: 'x', count: 1.5}, error: 'count'},
    {path: '/__stub/rate-limit/prefill', body: {count: 3}, error: 'secret'},
  ])('$path refuses $body', async ({path, body, error}) => {
    const reply = await post(path, body);
    expect(reply.status).toBe(400);
    expect(json(reply).error).toContain(error);
  });

  it('rotates a secret and says until when the previous one verifies', async () => {
    const before = Date.now();
    const reply = await post('/__stub/secrets/rotate', {
      secret: solo.secret,
      rotatedSecondsAgo: 3600,
    });
    expect(reply.status).toBe(200);
    const answer = json(reply);
    expect(answer.previous).toBe(solo.secret);
    const until = Date.parse(answer.previousValidUntil as string);
    expect(until).toBeGreaterThanOrEqual(before + 23 * 3_600_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 23 * 3_600_000);
  });
});
