import {describe, expect, it} from 'vitest';
import {collectFields, parseSiteverifyRequest, type RawRequest} from './form';

const formType = 'application/x-www-form-urlencoded';

function raw(overrides: Partial<RawRequest> & {text?: string}): RawRequest {
  const {text = 'secret=s&response=r', ...rest} = overrides;
  return {
    method: 'POST',
    contentType: formType,
    contentEncoding: undefined,
    body: Buffer.from(text, 'utf8'),
    ...rest,
  };
}

describe('parseSiteverifyRequest', () => {
  it.each([
    {name: 'GET', request: raw({method: 'GET'}), reason: 'method'},
    {name: 'PUT', request: raw({method: 'PUT'}), reason: 'method'},
    {name: 'OPTIONS (no CORS preflight)', request: raw({method: 'OPTIONS'}), reason: 'method'},
    {
      name: 'JSON',
      request: raw({contentType: 'application/json', text: '{"secret":"s"}'}),
      reason: 'content-type',
    },
    {
      name: 'multipart',
      request: raw({contentType: 'multipart/form-data; boundary=x', text: '--x\r\n'}),
      reason: 'content-type',
    },
    {name: 'text/plain', request: raw({contentType: 'text/plain'}), reason: 'content-type'},
    {name: 'no content type', request: raw({contentType: undefined}), reason: 'content-type'},
    {name: 'gzip', request: raw({contentEncoding: 'gzip'}), reason: 'content-encoding'},
    {name: 'a body not read in full', request: raw({body: null}), reason: 'unreadable-body'},
    {
      name: 'a broken % escape',
      request: raw({text: 'secret=%zz&response=r'}),
      reason: 'unreadable-body',
    },
    {
      name: 'an escape of invalid UTF-8',
      request: raw({text: 'secret=%C3%28'}),
      reason: 'unreadable-body',
    },
    {
      name: 'raw bytes that are not UTF-8',
      request: raw({body: Buffer.from([0x73, 0x3d, 0xff])}),
      reason: 'unreadable-body',
    },
    {
      name: 'secret twice',
      request: raw({text: 'secret=a&secret=b&response=r'}),
      reason: 'repeated-field',
    },
    {
      name: 'response twice, same value',
      request: raw({text: 'secret=a&response=r&response=r'}),
      reason: 'repeated-field',
    },
    {
      name: 'an idempotency_key that is not a UUID',
      request: raw({text: 'secret=a&response=r&idempotency_key=retry-1'}),
      reason: 'idempotency-key',
    },
    {
      name: 'an empty idempotency_key',
      request: raw({text: 'secret=a&response=r&idempotency_key='}),
      reason: 'idempotency-key',
    },
  ])('refuses $name as a bad request', ({request, reason}) => {
    expect(parseSiteverifyRequest(request)).toEqual({kind: 'bad-request', reason});
  });

  it.each([
    {name: 'plain', contentType: formType},
    {name: 'with a charset', contentType: 'application/x-www-form-urlencoded; charset=UTF-8'},
    {name: 'upper case', contentType: 'Application/X-WWW-Form-Urlencoded'},
  ])('reads a url-encoded body ($name)', ({contentType}) => {
    const text =
      'secret=0xabc&response=a%2Bb+c&remoteip=%3A%3A1&sitekey=k&idempotency_key=0B6F3C9E-2D4A-4E8B-9C1D-7A5E3F2B1C00&extra=1&extra=2';
    expect(parseSiteverifyRequest(raw({contentType, text}))).toEqual({
      kind: 'form',
      form: {
        secret: '0xabc',
        response: 'a+b c',
        remoteip: '::1',
        sitekey: 'k',
        idempotencyKey: '0B6F3C9E-2D4A-4E8B-9C1D-7A5E3F2B1C00',
      },
    });
  });

  it('keeps present-but-empty fields, which the verdict tells from absent ones', () => {
    expect(parseSiteverifyRequest(raw({text: 'secret=&response&remoteip='}))).toEqual({
      kind: 'form',
      form: {secret: '', response: '', remoteip: ''},
    });
  });

  it('reads an empty body as a form without fields', () => {
    expect(parseSiteverifyRequest(raw({text: ''}))).toEqual({kind: 'form', form: {}});
  });

  it('accepts Content-Encoding: identity', () => {
    expect(parseSiteverifyRequest(raw({contentEncoding: 'identity'})).kind).toBe('form');
  });
});

describe('collectFields', () => {
  it('keeps every value of every field, body first, then query', () => {
    expect(
      collectFields(
        new URLSearchParams('secret=a&secret=b&response=r'),
        new URLSearchParams('secret=q'),
      ),
    ).toEqual({secret: ['a', 'b', 'q'], response: ['r']});
  });

  it('is safe with field names like __proto__', () => {
    const fields = collectFields(new URLSearchParams('__proto__=x&constructor=y'));
    expect(fields.__proto__).toEqual(['x']);
    expect(Object.keys(fields)).toEqual(['__proto__', 'constructor']);
  });
});
