import {describe, expect, it} from 'vitest';
import {faultAnswer, parseFaults} from './faults';

describe('parseFaults', () => {
  it('accepts every kind', () => {
    const faults = [
      {kind: 'status', status: 500},
      {kind: 'status', status: 503},
      {kind: 'rate-limited', retryAfter: 2},
      {kind: 'not-json'},
      {kind: 'hang'},
      {kind: 'hang', ms: 1500},
      {kind: 'reset'},
    ];
    expect(parseFaults(faults)).toEqual({ok: true, value: faults});
    expect(parseFaults([])).toEqual({ok: true, value: []});
  });

  it.each([
    {name: 'not an array', input: {kind: 'reset'}, error: 'expected a JSON array of faults'},
    {name: 'an unknown kind', input: [{kind: 'slow'}], error: 'fault 0: kind: expected one of'},
    {name: 'no kind', input: [{status: 500}], error: 'fault 0: kind'},
    {
      name: 'a misspelt field',
      input: [{kind: 'hang', delay: 5}],
      error: 'fault 0: hang: unknown field delay',
    },
    {name: 'a 200 status', input: [{kind: 'status', status: 200}], error: 'status: expected'},
    {name: 'a status as text', input: [{kind: 'status', status: '500'}], error: 'status: expected'},
    {name: 'no retryAfter', input: [{kind: 'rate-limited'}], error: 'retryAfter: expected'},
    {
      name: 'negative ms',
      input: [{kind: 'reset'}, {kind: 'hang', ms: -1}],
      error: 'fault 1: ms: expected',
    },
    {name: 'null', input: [null], error: 'fault 0: a fault is a JSON object'},
  ])('refuses $name', ({input, error}) => {
    const result = parseFaults(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(error);
  });
});

describe('faultAnswer', () => {
  it('answers 500 with JSON, as the API itself would', () => {
    expect(faultAnswer({kind: 'status', status: 500})).toEqual({
      status: 500,
      headers: {'Content-Type': 'application/json'},
      body: '{"error":"internal-error"}',
    });
  });

  it.each([502, 503, 504])('answers %i with plain text, as a proxy would', (status) => {
    const answer = faultAnswer({kind: 'status', status});
    expect(answer.status).toBe(status);
    expect(answer.headers).toEqual({'Content-Type': 'text/plain; charset=utf-8'});
    expect(answer.body).toMatch(new RegExp(`^${status} [A-Z]`));
  });

  it('answers rate-limited with 429 and Retry-After, and no verdict', () => {
    const answer = faultAnswer({kind: 'rate-limited', retryAfter: 7});
    expect(answer.status).toBe(429);
    expect(answer.headers).toEqual({'Content-Type': 'application/json', 'Retry-After': '7'});
    expect(JSON.parse(answer.body)).not.toHaveProperty('success');
  });

  it('answers not-json with a 200 HTML page', () => {
    const answer = faultAnswer({kind: 'not-json'});
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({'Content-Type': 'text/html; charset=utf-8'});
    expect(answer.body).toMatch(/^<!DOCTYPE html>/);
    expect(() => JSON.parse(answer.body)).toThrow();
  });
});
