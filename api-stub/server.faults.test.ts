import https from 'node:https';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {standInForFile} from './standIn.fixtures';
import {apiAccounts} from './accounts';
import {postForm, send, sendJson} from './contract/httpClient';
import {passSecret, passToken} from './keys';
import {startApiStub, type Fault, type Lane} from './server';

const solo = apiAccounts.find((account) => account.email === 'solo@bramble.example')!;
const soloSite = solo.sites[0]!;

const standIn = standInForFile();

function verifyIn(
  lane: Lane,
  token: string,
  scheme: 'http' | 'https' = 'http',
  timeoutMs?: number,
) {
  const base = scheme === 'http' ? lane.httpBase : lane.httpsBase;
  return postForm(
    `${base}/siteverify`,
    {secret: solo.secret, response: token},
    {agent: standIn.agent, timeoutMs},
  );
}

function freshToken(): string {
  return standIn.stub.issueToken({sitekey: soloSite.sitekey, hostname: 'solo.example'}).token;
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe('faults', () => {
  it.each([
    {
      fault: {kind: 'status', status: 500},
      status: 500,
      type: 'application/json',
      body: '{"error":"internal-error"}',
    },
    {
      fault: {kind: 'status', status: 502},
      status: 502,
      type: 'text/plain; charset=utf-8',
      body: '502 Bad Gateway\n',
    },
    {
      fault: {kind: 'status', status: 503},
      status: 503,
      type: 'text/plain; charset=utf-8',
      body: '503 Service Unavailable\n',
    },
    {
      fault: {kind: 'rate-limited', retryAfter: 3},
      status: 429,
      type: 'application/json',
      body: '{"error":"rate-limited"}',
    },
    {
      fault: {kind: 'not-json'},
      status: 200,
      type: 'text/html; charset=utf-8',
      body: expect.stringMatching(/^<!DOCTYPE html>/),
    },
  ] satisfies {fault: Fault; status: number; type: string; body: unknown}[])(
    '$fault.kind $fault.status answers $status and leaves the token unspent',
    async ({fault, status, type, body}) => {
      const lane = standIn.stub.lane();
      lane.setFaults([fault]);
      const token = freshToken();
      const reply = await verifyIn(lane, token, 'https');
      expect(reply.status).toBe(status);
      expect(reply.headers['content-type']).toBe(type);
      expect(reply.body).toEqual(body);
      if (fault.kind === 'rate-limited') expect(reply.headers['retry-after']).toBe('3');
      expect(JSON.parse((await verifyIn(lane, token, 'https')).body)).toMatchObject({
        success: true,
      });
    },
  );

  it.each(['http', 'https'] as const)(
    'reset destroys the %s connection without an answer',
    async (scheme) => {
      const lane = standIn.stub.lane();
      lane.setFaults([{kind: 'reset'}]);
      const token = freshToken();
      await expect(verifyIn(lane, token, scheme)).rejects.toMatchObject({code: 'ECONNRESET'});
      await waitFor(() => lane.requests()[0]?.status === 0);
      expect(JSON.parse((await verifyIn(lane, token, scheme)).body)).toMatchObject({success: true});
    },
  );

  it('hang never answers: the client gives up, the log says 0, the token is unspent', async () => {
    const lane = standIn.stub.lane();
    lane.setFaults([{kind: 'hang'}]);
    const token = freshToken();
    await expect(verifyIn(lane, token, 'http', 300)).rejects.toThrow('timeout');
    expect(lane.requests().map((entry) => entry.status)).toEqual([0]);
    expect(JSON.parse((await verifyIn(lane, token)).body)).toMatchObject({success: true});
  });

  it('hang with ms answers the verdict that late', async () => {
    const lane = standIn.stub.lane();
    lane.setFaults([{kind: 'hang', ms: 300}]);
    const started = Date.now();
    const reply = await verifyIn(lane, freshToken());
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(JSON.parse(reply.body)).toMatchObject({success: true});
  });

  it('hang with ms spends nothing when the client left before the answer', async () => {
    const lane = standIn.stub.lane();
    lane.setFaults([{kind: 'hang', ms: 300}]);
    const token = freshToken();
    await expect(verifyIn(lane, token, 'http', 100)).rejects.toThrow('timeout');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(JSON.parse((await verifyIn(lane, token)).body)).toMatchObject({success: true});
  });

  it('apply one per request, in order, then answers are normal again', async () => {
    const lane = standIn.stub.lane();
    lane.setFaults([
      {kind: 'status', status: 503},
      {kind: 'rate-limited', retryAfter: 1},
    ]);
    const token = freshToken();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await verifyIn(lane, token)).status);
    expect(statuses).toEqual([503, 429, 200, 200]);
    expect(lane.requests().map((entry) => (entry.answer as {success?: boolean})?.success)).toEqual([
      undefined,
      undefined,
      true,
      false,
    ]);
  });

  it('apply to bad requests too (the fault comes before reading the form)', async () => {
    const lane = standIn.stub.lane();
    lane.setFaults([{kind: 'status', status: 502}]);
    expect((await send(`${lane.httpBase}/siteverify`)).status).toBe(502);
    expect((await send(`${lane.httpBase}/siteverify`)).status).toBe(400);
  });

  it('are set over HTTP too, and refused when misspelt', async () => {
    const lane = standIn.stub.lane();
    const url = `${lane.httpBase}/__stub/faults`;
    const set = await sendJson(url, 'PUT', [{kind: 'status', status: 500}]);
    expect([set.status, JSON.parse(set.body)]).toEqual([200, [{kind: 'status', status: 500}]]);
    const refused = await sendJson(url, 'PUT', [{kind: 'hang', delay: 5}]);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({error: 'fault 0: hang: unknown field delay'});
    expect((await verifyIn(lane, passToken)).status).toBe(500);
    expect(() => lane.setFaults([{kind: 'status', status: 200}])).toThrow(/setFaults/);
    const delay = await sendJson(`${lane.httpBase}/__stub/script-delay`, 'PUT', {ms: 'slow'});
    expect(delay.status).toBe(400);
  });
});

describe('lanes', () => {
  it('keep their faults and logs to themselves', async () => {
    const faulty = standIn.stub.lane();
    const healthy = standIn.stub.lane();
    faulty.setFaults([{kind: 'status', status: 500}]);
    const fields = {secret: passSecret, response: passToken};
    expect((await postForm(`${healthy.httpBase}/siteverify`, fields)).status).toBe(200);
    expect((await postForm(`${standIn.stub.httpUrl}/siteverify`, fields)).status).toBe(200);
    expect(
      (await postForm(`${faulty.httpsBase}/siteverify`, fields, {agent: standIn.agent})).status,
    ).toBe(500);
    expect(healthy.requests().map((entry) => entry.status)).toEqual([200]);
    expect(faulty.requests().map((entry) => [entry.scheme, entry.status])).toEqual([
      ['https', 500],
    ]);
  });

  it('share tokens: a token is spent for every lane', async () => {
    const [a, b] = [standIn.stub.lane(), standIn.stub.lane()];
    const token = freshToken();
    expect(JSON.parse((await verifyIn(a, token)).body)).toMatchObject({success: true});
    expect(JSON.parse((await verifyIn(b, token)).body)).toMatchObject({
      'error-codes': ['already-seen-response'],
    });
  });

  it('answer 404 for a lane nobody created', async () => {
    const reply = await postForm(`${standIn.stub.httpUrl}/lanes/000000000000/siteverify`, {
      secret: passSecret,
    });
    expect(reply.status).toBe(404);
  });
});

describe('close()', () => {
  it('ends hanging requests and idle connections, and deletes the certificate file', async () => {
    const own = await startApiStub();
    const lane = own.lane();
    lane.setFaults([{kind: 'hang'}, {kind: 'hang'}]);
    const ownAgent = new https.Agent({ca: own.caPem});
    const hanging = [
      postForm(`${lane.httpBase}/siteverify`, {secret: passSecret, response: passToken}),
      postForm(
        `${lane.httpsBase}/siteverify`,
        {secret: passSecret, response: passToken},
        {agent: ownAgent},
      ),
    ];
    const settled = hanging.map((request) =>
      request.then(
        () => 'answered',
        () => 'ended',
      ),
    );
    // And a connection that sits idle, as a keep-alive client leaves it.
    const idle = net.connect(Number(new URL(own.httpUrl).port), '127.0.0.1');
    await new Promise((resolve) => idle.once('connect', resolve));
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    await waitFor(() => lane.requests().length === 2);

    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await Promise.all(settled)).toEqual(['ended', 'ended']);
    await idleClosed;
    expect(fs.existsSync(own.caFile)).toBe(false);
    await expect(send(`${own.httpUrl}/siteverify`)).rejects.toMatchObject({code: 'ECONNREFUSED'});
    await own.close(); // a second close is harmless
    ownAgent.destroy();
  });

  it('runs on a failed start too: a busy port rejects and leaves no certificate file', async () => {
    const busyPort = Number(new URL(standIn.stub.httpUrl).port);
    // A private TMPDIR (os.tmpdir() reads it at each call), so other runs' files do not count.
    const privateTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-api-stub-test-'));
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = privateTmp;
    try {
      await expect(startApiStub({httpPort: busyPort})).rejects.toMatchObject({code: 'EADDRINUSE'});
      expect(fs.readdirSync(privateTmp)).toEqual([]);
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
      fs.rmSync(privateTmp, {recursive: true, force: true});
    }
  });
});
