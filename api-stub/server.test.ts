import https from 'node:https';
import {X509Certificate} from 'node:crypto';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {bothSchemes, json, standInForFile} from './standIn.fixtures';
import {apiAccounts, enterpriseAccount} from './accounts';
import {accessControlHeaders, postForm, send, sendJson} from './contract/httpClient';
import {passSecret, passToken} from './keys';

const ada = apiAccounts.find((account) => account.email === 'ada@bramble.example')!;
const adaShop = ada.sites[0]!;

const standIn = standInForFile();

const schemes = bothSchemes(standIn);

describe('POST /siteverify', () => {
  it.each(schemes)('verifies a token once over $scheme', async ({base}) => {
    const {token} = standIn.stub.issueToken({
      sitekey: adaShop.sitekey,
      hostname: 'shop.analytical-engines.example',
    });
    const fields = {
      secret: ada.secret,
      response: token,
      sitekey: adaShop.sitekey,
      remoteip: '198.51.100.7',
    };
    const first = await postForm(`${base()}/siteverify`, fields, {agent: standIn.agent});
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/json');
    expect(json(first)).toEqual({
      success: true,
      challenge_ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      hostname: 'shop.analytical-engines.example',
    });
    const second = await postForm(`${base()}/siteverify`, fields, {agent: standIn.agent});
    expect(json(second)).toEqual({success: false, 'error-codes': ['already-seen-response']});
  });

  it('verifies the test token with the test secret, again and again', async () => {
    for (let i = 0; i < 2; i++) {
      const reply = await postForm(
        `${standIn.stub.httpsUrl}/siteverify`,
        {secret: passSecret, response: passToken},
        {agent: standIn.agent},
      );
      expect(json(reply)).toMatchObject({success: true, hostname: 'test-key-pass'});
    }
  });

  it('answers an expired token expired-input-response', async () => {
    const {token} = standIn.stub.issueToken({
      sitekey: adaShop.sitekey,
      hostname: 'example.com',
      issuedSecondsAgo: 121,
    });
    const reply = await postForm(`${standIn.stub.httpUrl}/siteverify`, {
      secret: ada.secret,
      response: token,
    });
    expect(json(reply)).toEqual({success: false, 'error-codes': ['expired-input-response']});
  });

  it('gives an Enterprise site its score', async () => {
    const site = enterpriseAccount.sites[1]!;
    const {token} = standIn.stub.issueToken({
      sitekey: site.sitekey,
      hostname: 'signup.enterprise.example',
    });
    const reply = await postForm(`${standIn.stub.httpUrl}/siteverify`, {
      secret: enterpriseAccount.secret,
      response: token,
    });
    expect(json(reply)).toMatchObject({
      success: true,
      score: 0.9,
      score_reason: site.risk!.reasons,
    });
  });

  it('repeats the first answer byte for byte for the same idempotency_key', async () => {
    const {token} = standIn.stub.issueToken({sitekey: adaShop.sitekey, hostname: 'example.com'});
    const fields = {
      secret: ada.secret,
      response: token,
      idempotency_key: '6a1f4a3e-8c2b-4d9e-b7a0-3c5d7e9f1a2b',
    };
    const first = await postForm(`${standIn.stub.httpUrl}/siteverify`, fields);
    const again = await postForm(`${standIn.stub.httpsUrl}/siteverify`, fields, {
      agent: standIn.agent,
    });
    expect(json(first).success).toBe(true);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
  });

  it.each([
    {
      name: 'GET',
      request: () =>
        send(`${standIn.stub.httpUrl}/siteverify?secret=${passSecret}&response=${passToken}`),
    },
    {
      name: 'PUT',
      request: () => send(`${standIn.stub.httpUrl}/siteverify`, {method: 'PUT', body: 'secret=x'}),
    },
    {
      name: 'JSON',
      request: () =>
        sendJson(`${standIn.stub.httpUrl}/siteverify`, 'POST', {
          secret: passSecret,
          response: passToken,
        }),
    },
    {
      name: 'multipart',
      request: () => {
        const form = new FormData();
        form.set('secret', passSecret);
        return fetch(`${standIn.stub.httpUrl}/siteverify`, {method: 'POST', body: form}).then(
          async (res) => ({
            status: res.status,
            headers: {'content-type': res.headers.get('content-type') ?? undefined},
            body: await res.text(),
          }),
        );
      },
    },
    {
      name: 'no content type',
      request: () =>
        send(`${standIn.stub.httpUrl}/siteverify`, {method: 'POST', body: `secret=${passSecret}`}),
    },
  ])('answers a $name request 400 bad-request', async ({request}) => {
    const reply = await request();
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toBe('application/json');
    expect(JSON.parse(reply.body)).toEqual({success: false, 'error-codes': ['bad-request']});
  });

  it('offers no CORS, not even to a preflight', async () => {
    const headers = {Origin: 'https://shop.example.com'};
    const post = await postForm(
      `${standIn.stub.httpUrl}/siteverify`,
      {secret: passSecret, response: passToken},
      {headers},
    );
    const preflight = await send(`${standIn.stub.httpUrl}/siteverify`, {
      method: 'OPTIONS',
      headers: {...headers, 'Access-Control-Request-Method': 'POST'},
    });
    expect(accessControlHeaders(post)).toEqual([]);
    expect(accessControlHeaders(preflight)).toEqual([]);
    expect(preflight.status).toBe(400);
  });
});

describe('the throwaway certificate', () => {
  it('is written to caFile and names 127.0.0.1 and localhost', () => {
    expect(fs.readFileSync(standIn.stub.caFile, 'utf8')).toBe(standIn.stub.caPem);
    const certificate = new X509Certificate(standIn.stub.caPem);
    expect(certificate.subjectAltName).toBe('IP Address:127.0.0.1, DNS:localhost');
    expect(certificate.ca).toBe(false);
  });

  it('is trusted for localhost too', async () => {
    const url = `${standIn.stub.httpsUrl.replace('127.0.0.1', 'localhost')}/siteverify`;
    const reply = await postForm(
      url,
      {secret: passSecret, response: passToken},
      {agent: standIn.agent},
    );
    expect(reply.status).toBe(200);
  });

  it('is refused by a client that was not told to trust it', async () => {
    await expect(
      send(`${standIn.stub.httpsUrl}/siteverify`, {agent: new https.Agent()}),
    ).rejects.toMatchObject({
      code: 'DEPTH_ZERO_SELF_SIGNED_CERT',
    });
  });
});
