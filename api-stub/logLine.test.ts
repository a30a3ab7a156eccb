import {describe, expect, it} from 'vitest';
import {formatLogLine, maskSecret} from './logLine';
import type {LoggedRequest} from './requestLog';

const secret = '0x1b5c06ce98dce75aef44a66b5bd2d8e49688f688';

function request(overrides: Partial<LoggedRequest>): LoggedRequest {
  return {
    at: '2026-03-01T12:34:56.789Z',
    method: 'POST',
    path: '/siteverify',
    scheme: 'https',
    contentType: 'application/x-www-form-urlencoded',
    fields: {secret: [secret], response: ['BR1_token']},
    rawBody: `secret=${secret}&response=BR1_token`,
    status: 200,
    answer: {success: true, challenge_ts: '2026-03-01T12:34:50.000Z', hostname: 'example.com'},
    ...overrides,
  };
}

describe('maskSecret', () => {
  it.each([
    {secret, shown: '0x1b5c…'},
    {secret: '0x1234', shown: '…'},
    {secret: '', shown: '…'},
  ])('shows $secret as $shown', ({secret, shown}) => {
    expect(maskSecret(secret)).toBe(shown);
  });
});

describe('formatLogLine', () => {
  it.each([
    {
      name: 'a success',
      entry: request({}),
      lane: 'default',
      line: '12:34:56.789 https POST /siteverify 200 secret=0x1b5c… success',
    },
    {
      name: 'an error in a lane',
      entry: request({
        answer: {success: false, 'error-codes': ['already-seen-response']},
        scheme: 'http',
      }),
      lane: 'abc123',
      line: '12:34:56.789 [lane abc123] http POST /siteverify 200 secret=0x1b5c… already-seen-response',
    },
    {
      name: 'a repeated secret',
      entry: request({
        fields: {secret: [secret, '0xabcdef0123']},
        status: 400,
        answer: {success: false, 'error-codes': ['bad-request']},
      }),
      lane: 'default',
      line: '12:34:56.789 https POST /siteverify 400 secret=0x1b5c…,0xabcd… bad-request',
    },
    {
      name: 'a hang',
      entry: request({status: 0, answer: undefined}),
      lane: 'default',
      line: '12:34:56.789 https POST /siteverify 0 secret=0x1b5c… no answer',
    },
    {
      name: 'the widget script',
      entry: request({method: 'GET', path: '/1/api.js', fields: {}, answer: undefined}),
      lane: 'default',
      line: '12:34:56.789 https GET /1/api.js 200',
    },
    {
      name: 'a token for the widget',
      entry: request({
        path: '/1/challenge',
        fields: {},
        answer: {token: 'BR1_x', respKey: 'E1_y', hostname: 'example.com'},
      }),
      lane: 'default',
      line: '12:34:56.789 https POST /1/challenge 200 token',
    },
  ])('prints $name', ({entry, lane, line}) => {
    const printed = formatLogLine(entry, lane);
    expect(printed).toBe(line);
    expect(printed).not.toContain(secret);
    expect(printed).not.toContain('BR1_');
  });
});
