import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {bothSchemes, json, standInForFile} from './standInForTests';
import {apiAccounts} from './accounts';
import {postForm, send, sendJson} from './httpTestClient';
import {challengeSiteKey, challengeToken, failSiteKey} from './keys';
import {widgetScriptPath} from './widgetScript';

const ada = apiAccounts.find((account) => account.email === 'ada@bramble.example')!;
const adaShop = ada.sites[0]!;

const standIn = standInForFile();

const schemes = bothSchemes(standIn);

describe('POST /1/challenge', () => {
  it('answers the CORS preflight of any origin', async () => {
    const reply = await send(`${standIn.stub.httpUrl}/1/challenge`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    expect(reply.headers['access-control-allow-headers']).toBe('content-type');
  });

  it('gives the challenge test key a question, then its token, with CORS', async () => {
    const url = `${standIn.stub.httpsUrl}/1/challenge`;
    const headers = {Origin: 'http://localhost:3000'};
    const question = await sendJson(
      url,
      'POST',
      {sitekey: challengeSiteKey, hostname: 'localhost'},
      {agent: standIn.agent, headers},
    );
    expect(json(question)).toEqual({challenge: {prompt: expect.any(String)}});
    const answered = await sendJson(
      url,
      'POST',
      {sitekey: challengeSiteKey, hostname: 'localhost', answer: 'x'},
      {agent: standIn.agent, headers},
    );
    expect(answered.headers['access-control-allow-origin']).toBe('*');
    expect(json(answered)).toMatchObject({token: challengeToken, hostname: 'localhost'});
  });

  it('gives a real site key a token that verifies', async () => {
    const issued = await sendJson(`${standIn.stub.httpUrl}/1/challenge`, 'POST', {
      sitekey: adaShop.sitekey,
      hostname: 'example.com',
    });
    const {token} = json(issued) as {token: string};
    const verified = await postForm(`${standIn.stub.httpUrl}/siteverify`, {
      secret: ada.secret,
      response: token,
    });
    expect(json(verified)).toMatchObject({success: true, hostname: 'example.com'});
  });

  it('refuses the failing test key and unlisted hostnames with client error codes', async () => {
    const url = `${standIn.stub.httpUrl}/1/challenge`;
    const failed = await sendJson(url, 'POST', {sitekey: failSiteKey, hostname: 'localhost'});
    expect([failed.status, json(failed)]).toEqual([403, {error: 'challenge-error'}]);
    const unlisted = await sendJson(url, 'POST', {sitekey: adaShop.sitekey, hostname: 'localhost'});
    expect([unlisted.status, json(unlisted)]).toEqual([400, {error: 'invalid-data'}]);
  });
});

describe('GET /1/api.js', () => {
  // The widget is written separately: until it exists the stand-in says so plainly.
  const widgetExists = fs.existsSync(widgetScriptPath);

  it.each(schemes)(
    'serves the widget script uncached over $scheme, whatever the query',
    async ({base}) => {
      const reply = await send(`${base()}/1/api.js?onload=ready&render=explicit&hl=fr`, {
        agent: standIn.agent,
      });
      expect(reply.headers['cache-control']).toBe('no-store');
      if (widgetExists) {
        expect(reply.status).toBe(200);
        expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(reply.body).toBe(fs.readFileSync(widgetScriptPath, 'utf8'));
      } else {
        expect(reply.status).toBe(404);
        expect(reply.body).toContain('api-stub/widget/api.js does not exist yet');
      }
    },
  );

  it("waits for the lane's script delay, in that lane only", async () => {
    const slow = standIn.stub.lane();
    slow.setScriptDelay(400);
    const started = Date.now();
    await send(`${slow.httpBase}/1/api.js`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    const other = standIn.stub.lane();
    const otherStarted = Date.now();
    await send(`${other.httpBase}/1/api.js`);
    expect(Date.now() - otherStarted).toBeLessThan(390);
  });
});
