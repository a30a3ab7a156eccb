import {describe, expect, it} from 'vitest';
import {apiAccounts} from './accounts';
import {challengeAnswer} from './challenge';
import {issueTestToken, issueToken} from './issuing';
import {challengeSiteKey, challengeToken, failSiteKey, passSiteKey, passToken} from './keys';
import {createTokenStore} from './tokens';

const t0 = Date.parse('2026-03-01T12:00:00.000Z');
const soloSite = apiAccounts.find((account) => account.email === 'solo@bramble.example')!.sites[0]!;

function ask(body: unknown) {
  const tokens = createTokenStore();
  const answer = challengeAnswer(
    typeof body === 'string' ? body : JSON.stringify(body),
    tokens,
    t0,
  );
  return {status: answer.status, json: JSON.parse(answer.body) as Record<string, unknown>, tokens};
}

describe('POST /1/challenge', () => {
  it.each([
    {
      name: 'the passing test key on localhost',
      body: {sitekey: passSiteKey, hostname: 'localhost'},
      token: passToken,
    },
    {
      name: 'the passing test key anywhere',
      body: {sitekey: passSiteKey, hostname: 'shop.example'},
      token: passToken,
    },
    {
      name: 'the challenge test key with an answer',
      body: {sitekey: challengeSiteKey, hostname: '127.0.0.1', answer: 'hello'},
      token: challengeToken,
    },
  ])('gives $name its fixed token at once', ({body, token}) => {
    const {status, json} = ask(body);
    expect(status).toBe(200);
    expect(json).toEqual({token, respKey: expect.stringMatching(/^E1_/), hostname: body.hostname});
  });

  it.each([
    {name: 'no answer', answer: undefined},
    {name: 'an empty answer', answer: ''},
    {name: 'a blank answer', answer: '   '},
  ])('asks the challenge test key a question first ($name)', ({answer}) => {
    const {status, json} = ask({sitekey: challengeSiteKey, hostname: 'localhost', answer});
    expect(status).toBe(200);
    expect(json).toEqual({challenge: {prompt: expect.stringContaining('Verify')}});
  });

  it('asks in French when the widget says hl=fr', () => {
    const {json} = ask({sitekey: challengeSiteKey, hostname: 'localhost', hl: 'fr'});
    expect(json).toEqual({challenge: {prompt: expect.stringContaining('Vérifier')}});
  });

  it('fails the visitor with the failing test key: challenge-error', () => {
    expect(ask({sitekey: failSiteKey, hostname: 'localhost'})).toMatchObject({
      status: 403,
      json: {error: 'challenge-error'},
    });
  });

  it('gives a real site key a new token on a listed hostname, bound to that hostname', () => {
    const {status, json, tokens} = ask({sitekey: soloSite.sitekey, hostname: 'Solo.Example'});
    expect(status).toBe(200);
    expect(json).toEqual({
      token: expect.stringMatching(/^BR1_/),
      respKey: expect.stringMatching(/^E1_/),
      hostname: 'solo.example',
    });
    expect(tokens.find(json.token as string)).toMatchObject({
      sitekey: soloSite.sitekey,
      hostname: 'solo.example',
      issuedAt: t0,
    });
  });

  it('gives a real site key a token on a subdomain of a listed hostname', () => {
    const {status, json, tokens} = ask({sitekey: soloSite.sitekey, hostname: 'shop.example.com'});
    expect(status).toBe(200);
    expect(tokens.find(json.token as string)?.hostname).toBe('shop.example.com');
  });

  it.each([
    {name: 'a real key on localhost', body: {sitekey: soloSite.sitekey, hostname: 'localhost'}},
    {name: 'a real key on 127.0.0.1', body: {sitekey: soloSite.sitekey, hostname: '127.0.0.1'}},
    {
      name: 'a real key on a hostname that only ends like a listed one',
      body: {sitekey: soloSite.sitekey, hostname: 'badexample.com'},
    },
    {
      name: 'a real key on a listed hostname followed by another domain',
      body: {sitekey: soloSite.sitekey, hostname: 'example.com.evil.example'},
    },
    {
      name: 'an unknown UUID',
      body: {sitekey: '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13', hostname: 'example.com'},
    },
    {name: 'a site key that is not a UUID', body: {sitekey: 'my-site', hostname: 'example.com'}},
    {name: 'no hostname', body: {sitekey: passSiteKey}},
    {name: 'an empty hostname', body: {sitekey: passSiteKey, hostname: ''}},
    {
      name: 'a number as the answer',
      body: {sitekey: challengeSiteKey, hostname: 'localhost', answer: 4},
    },
    {name: 'an array', body: [passSiteKey]},
    {name: 'not JSON', body: 'sitekey=x'},
  ])('refuses $name: invalid-data', ({body}) => {
    expect(ask(body)).toMatchObject({status: 400, json: {error: 'invalid-data'}});
  });

  it('accepts rqdata without using it', () => {
    const {status} = ask({sitekey: passSiteKey, hostname: 'localhost', rqdata: 'opaque'});
    expect(status).toBe(200);
  });
});

describe('issueTestToken', () => {
  it('backdates a real token by issuedSecondsAgo', () => {
    const tokens = createTokenStore();
    const result = issueTestToken(
      tokens,
      {sitekey: soloSite.sitekey, hostname: 'example.com', issuedSecondsAgo: 121},
      t0,
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(tokens.find(result.token)?.issuedAt).toBe(t0 - 121_000);
  });

  it('gives the challenge test key its token without the question', () => {
    expect(
      issueTestToken(createTokenStore(), {sitekey: challengeSiteKey, hostname: 'x'}, t0),
    ).toMatchObject({
      ok: true,
      token: challengeToken,
    });
  });

  it.each([
    {name: 'a negative age', request: {sitekey: passSiteKey, hostname: 'x', issuedSecondsAgo: -1}},
    {name: 'NaN', request: {sitekey: passSiteKey, hostname: 'x', issuedSecondsAgo: Number.NaN}},
    {name: 'the failing test key', request: {sitekey: failSiteKey, hostname: 'x'}},
    {name: 'an unlisted hostname', request: {sitekey: soloSite.sitekey, hostname: 'localhost'}},
  ])('refuses $name', ({request}) => {
    expect(issueTestToken(createTokenStore(), request, t0).ok).toBe(false);
  });

  it('explains why a hostname is refused', () => {
    expect(
      issueToken(createTokenStore(), {sitekey: soloSite.sitekey, hostname: 'localhost'}, t0),
    ).toEqual({
      ok: false,
      error: 'invalid-data',
      reason: 'localhost is not listed for any site: it works only with the test keys',
    });
    expect(
      issueToken(createTokenStore(), {sitekey: soloSite.sitekey, hostname: 'solo.example.org'}, t0),
    ).toEqual({
      ok: false,
      error: 'invalid-data',
      reason:
        'solo.example.org is not listed for this site, nor a subdomain of one (listed: www.example.com, example.com, solo.example)',
    });
  });
});
