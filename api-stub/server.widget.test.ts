import {describe, expect, it} from 'vitest';
import {bothSchemes, json, standInForFile} from './standIn.fixtures';
import {apiAccounts} from './accounts';
import {postForm, send, sendJson} from './contract/httpClient';
import {challengeSiteKey, challengeToken, failSiteKey, passSiteKey} from './keys';
import {widgetScript} from './widget/serve';

const ada = apiAccounts.find((account) => account.email === 'ada@bramble.example')!;
const adaShop = ada.sites[0]!;

const standIn = standInForFile();

const schemes = bothSchemes(standIn);

describe('POST /1/challenge', () => {
  // Only the widget's frames call it from a browser (facts: the checkbox and the challenge live
  // in frames from the widget's own origin): their origin gets CORS, any other is refused.
  it("answers the CORS preflight of the widget's frame origin, and only of it", async () => {
    const preflight = (origin: string) =>
      send(`${standIn.stub.httpUrl}/1/challenge`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const reply = await preflight(standIn.stub.frameOrigin);
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(standIn.stub.frameOrigin);
    expect(reply.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    expect(reply.headers['access-control-allow-headers']).toBe('content-type');
    expect(reply.headers.vary).toBe('Origin');
    for (const page of ['http://127.0.0.1:3000', 'https://www.example.com', 'null']) {
      const refused = await preflight(page);
      expect(refused.status, page).toBe(403);
      expect(refused.headers['access-control-allow-origin'], page).toBeUndefined();
    }
  });

  it("refuses a page's own call, and gives it no token", async () => {
    const reply = await sendJson(
      `${standIn.stub.httpUrl}/1/challenge`,
      'POST',
      {sitekey: passSiteKey, hostname: '127.0.0.1'},
      {headers: {Origin: 'http://127.0.0.1:3000'}},
    );
    expect(reply.status).toBe(403);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    expect(json(reply)).not.toHaveProperty('token');
  });

  it('gives the challenge test key a question, then its token, with CORS for the frames', async () => {
    const url = `${standIn.stub.httpsUrl}/1/challenge`;
    const headers = {Origin: standIn.stub.frameOrigin};
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
    expect(answered.headers['access-control-allow-origin']).toBe(standIn.stub.frameOrigin);
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
  it.each(schemes)(
    'serves the widget script uncached over $scheme, whatever the query',
    async ({base}) => {
      const reply = await send(`${base()}/1/api.js?onload=ready&render=explicit&hl=fr`, {
        agent: standIn.agent,
      });
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(reply.body).toBe(await widgetScript(standIn.stub.frameOrigin));
      expect(reply.body).toContain(JSON.stringify(standIn.stub.frameOrigin));
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

describe("the widget's frame origin", () => {
  it('is another origin than the API, on 127.0.0.1', () => {
    const {frameOrigin, httpUrl, httpsUrl} = standIn.stub;
    expect(frameOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect([httpUrl, httpsUrl]).not.toContain(frameOrigin);
  });

  it('serves the frame documents, uncached', async () => {
    for (const name of ['checkbox.html', 'challenge.html']) {
      const reply = await send(`${standIn.stub.frameOrigin}/1/frames/${name}`);
      expect(reply.status, name).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    const head = await send(`${standIn.stub.frameOrigin}/1/frames/checkbox.js`, {method: 'HEAD'});
    expect([head.status, head.body]).toEqual([200, '']);
  });

  it('serves nothing of the API, and the API none of its frames', async () => {
    for (const pathname of ['/1/api.js', '/1/challenge', '/siteverify', '/__stub/lanes']) {
      const reply = await send(`${standIn.stub.frameOrigin}${pathname}`);
      expect(reply.status, pathname).toBe(404);
    }
    const onApi = await send(`${standIn.stub.httpUrl}/1/frames/checkbox.html`);
    expect(onApi.status).toBe(404);
  });
});
