import {describe, expect, it} from 'vitest';
import {requestProblems, retryProblems, type SentRequest} from './requestChecks';

const expected = {secret: '0xs', sitekey: 'site', response: 'tok', remoteip: '203.0.113.7'};
const good: SentRequest = {
  method: 'POST',
  path: '/lanes/a/siteverify',
  contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
  fields: {secret: ['0xs'], response: ['tok'], sitekey: ['site'], remoteip: ['203.0.113.7']},
};

describe('requestProblems', () => {
  it.each([
    {name: 'a well-formed request', request: good, expect: expected, problems: []},
    {
      name: 'GET',
      request: {...good, method: 'GET'},
      expect: expected,
      problems: ['sent GET, not POST'],
    },
    {
      name: 'multipart',
      request: {...good, contentType: 'multipart/form-data; boundary=x'},
      expect: expected,
      problems: ['sent multipart/form-data, not application/x-www-form-urlencoded'],
    },
    {
      name: 'an empty remoteip when none is known',
      request: {...good, fields: {...good.fields, remoteip: ['']}},
      expect: {...expected, remoteip: null},
      problems: ['sent remoteip empty', 'sent remoteip while none was known'],
    },
    {
      name: 'remoteip=undefined',
      request: {...good, fields: {...good.fields, remoteip: ['undefined']}},
      expect: {...expected, remoteip: null},
      problems: ['sent remoteip=undefined', 'sent remoteip while none was known'],
    },
    {
      name: 'an empty sitekey',
      request: {...good, fields: {...good.fields, sitekey: ['']}},
      expect: expected,
      problems: ['sent sitekey empty', 'did not send the site key as sitekey'],
    },
    {
      name: 'a field sent twice',
      request: {...good, fields: {...good.fields, response: ['tok', 'tok']}},
      expect: expected,
      problems: ['sent response 2 times'],
    },
  ])('$name', ({request, expect: fields, problems}) => {
    expect(requestProblems(request, fields)).toEqual(problems);
  });
});

describe('retryProblems', () => {
  const withKey = (key: string | undefined): SentRequest => ({
    ...good,
    fields: key ? {...good.fields, idempotency_key: [key]} : good.fields,
  });
  it.each([
    {name: 'one request', requests: [withKey(undefined)], problems: 0},
    {name: 'a retry with the same key', requests: [withKey('k'), withKey('k')], problems: 0},
    {
      name: 'a retry without a key',
      requests: [withKey(undefined), withKey(undefined)],
      problems: 1,
    },
    {name: 'a retry with a new key', requests: [withKey('k'), withKey('l')], problems: 1},
    {
      name: 'four attempts',
      requests: [withKey('k'), withKey('k'), withKey('k'), withKey('k')],
      problems: 1,
    },
  ])('$name', ({requests, problems}) => {
    expect(retryProblems(requests)).toHaveLength(problems);
  });
});
