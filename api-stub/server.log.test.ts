import https from 'node:https';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {apiAccounts} from './accounts';
import {postForm, send, sendJson, type Reply} from './contract/httpClient';
import {passSecret, passSiteKey, passToken} from './keys';
import {startApiStub, type ApiStub, type LoggedRequest} from './server';

const ada = apiAccounts.find((account) => account.email === 'ada@bramble.example')!;
const adaShop = ada.sites[0]!;

// One stand-in for the file: each test works in a lane of its own or with its own tokens.
let stub: ApiStub;
let agent: https.Agent;
/** What `onRequest` was told, as `main.ts` would print it. */
const finished: {laneId: string; path: string; status: number}[] = [];

beforeAll(async () => {
  stub = await startApiStub({
    onRequest: (request, laneId) =>
      finished.push({laneId, path: request.path, status: request.status}),
  });
  agent = new https.Agent({ca: stub.caPem});
});

afterAll(async () => {
  agent.destroy();
  await stub.close();
});

function json(reply: Reply): Record<string, unknown> {
  return JSON.parse(reply.body) as Record<string, unknown>;
}

describe('the request log', () => {
  it('records what each request of a lane sent and got, repeated fields and query included', async () => {
    const lane = stub.lane();
    const body = `secret=${ada.secret}&response=abc&response=def&remoteip=undefined`;
    await send(`${lane.httpsBase}/siteverify?debug=1`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8'},
      body,
      agent,
    });
    await sendJson(`${lane.httpBase}/1/challenge`, 'POST', {
      sitekey: passSiteKey,
      hostname: 'localhost',
    });
    const [verify, challenge, ...rest] = lane.requests();
    expect(rest).toEqual([]);
    expect(verify).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: 'POST',
      path: '/siteverify',
      scheme: 'https',
      contentType: 'application/x-www-form-urlencoded; charset=utf-8',
      fields: {
        secret: [ada.secret],
        response: ['abc', 'def'],
        remoteip: ['undefined'],
        debug: ['1'],
      },
      rawBody: body,
      status: 400,
      answer: {success: false, 'error-codes': ['bad-request']},
    } satisfies LoggedRequest);
    expect(challenge).toMatchObject({
      path: '/1/challenge',
      scheme: 'http',
      contentType: 'application/json',
      fields: {},
      rawBody: JSON.stringify({sitekey: passSiteKey, hostname: 'localhost'}),
      status: 200,
      answer: {token: passToken},
    });
  });

  it('is readable over HTTP, at the root too, and leaves control calls out', async () => {
    const created = await send(`${stub.httpUrl}/__stub/lanes`, {method: 'POST'});
    const {id, prefix} = json(created) as {id: string; prefix: string};
    expect(prefix).toBe(`/lanes/${id}`);
    await postForm(`${stub.httpUrl}${prefix}/siteverify`, {
      secret: passSecret,
      response: passToken,
    });
    const logged = JSON.parse(
      (await send(`${stub.httpUrl}${prefix}/__stub/requests`)).body,
    ) as LoggedRequest[];
    expect(logged.map((entry) => [entry.path, entry.status])).toEqual([['/siteverify', 200]]);
    const root = await send(`${stub.httpUrl}/__stub/requests`);
    expect(root.status).toBe(200);
    expect(Array.isArray(JSON.parse(root.body))).toBe(true);
  });

  it('issues tokens over HTTP, backdated on request', async () => {
    const issued = await sendJson(`${stub.httpUrl}/__stub/tokens`, 'POST', {
      sitekey: adaShop.sitekey,
      hostname: 'www.example.com',
      issuedSecondsAgo: 200,
    });
    const {token} = json(issued) as {token: string};
    const reply = await postForm(`${stub.httpUrl}/siteverify`, {
      secret: ada.secret,
      response: token,
    });
    expect(json(reply)['error-codes']).toEqual(['expired-input-response']);
    const refused = await sendJson(`${stub.httpUrl}/__stub/tokens`, 'POST', {
      sitekey: adaShop.sitekey,
      hostname: 'localhost',
    });
    expect(refused.status).toBe(400);
    expect(json(refused).error).toContain('localhost is not listed');
  });

  it('tells onRequest about each request once it is over, answered or not, control calls aside', async () => {
    const lane = stub.lane();
    lane.setFaults([{kind: 'reset'}]);
    await postForm(`${lane.httpBase}/siteverify`, {secret: passSecret}).catch(() => undefined);
    await postForm(`${lane.httpBase}/siteverify`, {secret: passSecret});
    await send(`${lane.httpBase}/__stub/requests`);
    await waitFor(() => finished.filter((entry) => entry.laneId === lane.id).length === 2);
    expect(finished.filter((entry) => entry.laneId === lane.id)).toEqual([
      {laneId: lane.id, path: '/siteverify', status: 0},
      {laneId: lane.id, path: '/siteverify', status: 200},
    ]);
  });
});

async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}
