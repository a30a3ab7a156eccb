// Contract: the facts' "Verification (server side)" section on statuses, codes and answer fields,
// with the Enterprise scores of "Plans".
// Each row quotes the sentence it checks.
import {describe, expect, it} from 'vitest';
import {apiAccounts} from '../accounts';
import {send} from './httpClient';
import {standInForFile} from '../standIn.fixtures';
import {factKeys, realAccount, realToken, siteverify, type JsonReply} from './contractClient';

const standIn = standInForFile();
const solo = realAccount('solo@bramble.example');
const enterprise = realAccount('enterprise@bramble.example');
const unknownSecret = `0x${'5a'.repeat(20)}`;
const unknownSitekey = '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13';

type Fields = Record<string, string>;

/** A fresh real token of solo's site, and fields around it. */
async function fresh(extra: Fields = {}, issuedSecondsAgo = 0): Promise<Fields> {
  const response = await realToken(standIn, solo.sitekey, 'example.com', issuedSecondsAgo);
  return {secret: solo.secret, response, ...extra};
}

describe('"Verification error codes": each one, answered HTTP 200 ("a well-formed POST always answers HTTP 200 … whatever the verdict (error codes included)")', () => {
  it.each([
    {code: 'missing-input-secret', fields: async () => ({response: factKeys.passToken})},
    {
      code: 'invalid-input-secret',
      fields: async () => ({secret: unknownSecret, response: factKeys.passToken}),
    },
    {code: 'missing-input-response', fields: async () => ({secret: solo.secret})},
    {
      code: 'invalid-input-response',
      fields: async () => ({secret: solo.secret, response: 'never-issued'}),
    },
    {code: 'expired-input-response', fields: () => fresh({}, 121)},
    {code: 'invalid-remoteip', fields: () => fresh({remoteip: 'not-an-address'})},
    {
      code: 'sitekey-secret-mismatch',
      fields: async () => ({secret: solo.secret, response: factKeys.passToken}),
    },
    {code: 'invalid-sitekey', fields: () => fresh({sitekey: unknownSitekey})},
  ])('$code', async ({code, fields}) => {
    const reply = await siteverify(standIn, await fields());
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({success: false, 'error-codes': [code]});
  });

  it('already-seen-response', async () => {
    const fields = await fresh();
    expect((await siteverify(standIn, fields)).json.success).toBe(true);
    const again = await siteverify(standIn, fields);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({success: false, 'error-codes': ['already-seen-response']});
  });
});

describe('"`bad-request` (GET, wrong content type, unreadable body) answers HTTP 400 with the same JSON shape"', () => {
  const body = `secret=${solo.secret}&response=${factKeys.passToken}`;
  it.each([
    {name: 'GET', method: 'GET', contentType: undefined, body: undefined},
    {name: 'JSON', method: 'POST', contentType: 'application/json', body: '{"secret":"x"}'},
    {name: 'plain text', method: 'POST', contentType: 'text/plain', body},
    {name: 'no content type', method: 'POST', contentType: undefined, body},
    {
      name: 'an unreadable body (a broken escape)',
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: `${body}&remoteip=%zz`,
    },
    {
      name: 'an unreadable body (not UTF-8)',
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from([0x73, 0x3d, 0xff, 0xfe]),
    },
  ])('$name', async ({method, contentType, body}) => {
    const reply = await send(`${standIn.stub.httpsUrl}/siteverify`, {
      method,
      agent: standIn.agent,
      headers: contentType ? {'Content-Type': contentType} : {},
      body,
    });
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toBe('application/json');
    expect(JSON.parse(reply.body)).toEqual({success: false, 'error-codes': ['bad-request']});
  });
});

describe('"HTTP 5xx means Bramble could not answer: no verdict was given and the token is not spent"', () => {
  it.each([500, 502, 503])('HTTP %i', async (status) => {
    const lane = standIn.stub.lane();
    lane.setFaults([{kind: 'status', status}]);
    const fields = await fresh();
    const failed = await siteverify(standIn, fields, lane.httpsBase);
    expect(failed.status).toBe(status);
    expect(failed.json).not.toHaveProperty('success');
    expect(failed.json).not.toHaveProperty('error-codes');
    const retried = await siteverify(standIn, fields, lane.httpsBase);
    expect(retried.json).toMatchObject({success: true});
  });
});

describe('"Answer, JSON: `success`, `challenge_ts`, `hostname`, `error-codes` (only when something is wrong), and for Enterprise `score` … and `score_reason`"', () => {
  function expectTime(reply: JsonReply) {
    const ts = reply.json.challenge_ts as string;
    expect(ts).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
    expect(Number.isNaN(Date.parse(ts))).toBe(false);
  }

  it('a success on a Free site: success, challenge_ts, hostname, nothing else', async () => {
    const reply = await siteverify(standIn, await fresh({sitekey: solo.sitekey}));
    expect(reply.headers['content-type']).toBe('application/json');
    expect(Object.keys(reply.json).sort()).toEqual(['challenge_ts', 'hostname', 'success']);
    expect(reply.json).toMatchObject({success: true, hostname: 'example.com'});
    expectTime(reply);
  });

  it('a success on an Enterprise site adds score (0.0 to 1.0) and score_reason (strings)', async () => {
    const response = await realToken(standIn, enterprise.sitekey);
    const reply = await siteverify(standIn, {secret: enterprise.secret, response});
    expect(Object.keys(reply.json).sort()).toEqual([
      'challenge_ts',
      'hostname',
      'score',
      'score_reason',
      'success',
    ]);
    expect(reply.json.score).toBeGreaterThanOrEqual(0);
    expect(reply.json.score).toBeLessThanOrEqual(1);
    expect(reply.json.score_reason).toEqual(expect.arrayContaining([expect.any(String)]));
    expectTime(reply);
  });

  it('a failure carries error-codes; a success never does', async () => {
    const failure = await siteverify(standIn, {secret: solo.secret, response: 'never-issued'});
    expect(failure.json.success).toBe(false);
    expect(failure.json['error-codes']).toEqual([expect.any(String)]);
    const success = await siteverify(standIn, await fresh());
    expect(success.json).not.toHaveProperty('error-codes');
  });

  it('"`sitekey` (recommended: checks the token was issued for that site)"', async () => {
    const [shop, blog] = apiAccounts.find((a) => a.email === 'ada@bramble.example')!.sites;
    const ada = realAccount('ada@bramble.example');
    const response = await realToken(standIn, shop!.sitekey);
    const reply = await siteverify(standIn, {secret: ada.secret, response, sitekey: blog!.sitekey});
    expect(reply.json.success).toBe(false);
  });
});
