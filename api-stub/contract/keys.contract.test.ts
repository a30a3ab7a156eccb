// Contract: the facts' "Keys" section, row by row. Each row quotes the sentence it checks, so a
// changed fact changes one row, and the stand-in must follow.
import {describe, expect, it} from 'vitest';
import {apiAccounts, defineSite} from '../accounts';
import {standInForFile} from '../standIn.fixtures';
import {
  control,
  factKeys,
  realAccount,
  realToken,
  siteverify,
  solve,
  testSecrets,
  testSiteKeys,
} from './contractClient';

const standIn = standInForFile();
const solo = realAccount('solo@bramble.example');
const k = factKeys;

describe('Keys: the widget with each test site key', () => {
  it.each([
    {
      fact: 'site key 10000000-…-000000000001 … The widget then always passes and returns the token 10000000-aaaa-4000-8000-000000000001',
      body: {sitekey: k.passSiteKey, hostname: 'localhost'},
      expected: {token: k.passToken},
    },
    {
      fact: 'site key 20000000-…-000000000002: the widget always fails the visitor: no token, and the error callback receives `challenge-error`',
      body: {sitekey: k.failSiteKey, hostname: 'localhost'},
      expected: {error: 'challenge-error'},
    },
    {
      fact: 'site key 30000000-…-000000000003: the widget always shows an interactive challenge',
      body: {sitekey: k.challengeSiteKey, hostname: 'localhost'},
      expected: {challenge: {prompt: expect.any(String)}},
    },
    {
      fact: '(any answer passes) and then returns the token 30000000-aaaa-4000-8000-000000000003',
      body: {sitekey: k.challengeSiteKey, hostname: 'localhost', answer: 'anything at all'},
      expected: {token: k.challengeToken},
    },
  ])('$fact', async ({body, expected}) => {
    const reply = await solve(standIn, body);
    expect(reply.json).toMatchObject(expected);
    if (!('token' in expected)) expect(reply.json).not.toHaveProperty('token');
  });
});

describe('Keys: siteverify with each test secret', () => {
  const passing = {success: true, hostname: 'test-key-pass'};
  it.each([
    {
      fact: 'With the always-pass secret, the tokens of the two passing test site keys verify as success with hostname `test-key-pass`, `score` 0.0 and `score_reason` `["test-key"]`',
      secret: k.passSecret,
      tokens: [k.passToken, k.challengeToken],
      expected: {...passing, score: 0, score_reason: ['test-key']},
    },
    {
      fact: 'secret 0x4…4: verification answers `success: true` with hostname `test-key-pass`, `score` 0.9 and `score_reason` `["test-key-high-risk"]`',
      secret: k.highRiskSecret,
      tokens: [k.passToken, k.challengeToken],
      expected: {...passing, score: 0.9, score_reason: ['test-key-high-risk']},
    },
    {
      fact: 'secret 0x2…2: verification always answers `success: false` with `invalid-input-response`',
      secret: k.invalidResponseSecret,
      tokens: [k.passToken, k.challengeToken, 'not-a-token'],
      expected: {success: false, 'error-codes': ['invalid-input-response']},
    },
    {
      fact: 'secret 0x3…3: verification always answers `success: false` with `already-seen-response`',
      secret: k.alreadySeenSecret,
      tokens: [k.passToken, k.challengeToken, 'not-a-token'],
      expected: {success: false, 'error-codes': ['already-seen-response']},
    },
  ])('$fact', async ({secret, tokens, expected}) => {
    for (const response of tokens) {
      const reply = await siteverify(standIn, {secret, response});
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject(expected);
    }
  });
});

describe('Keys: pairs and mismatches', () => {
  it('"any test site key pairs with any test secret": no pair is a mismatch', async () => {
    for (const sitekey of testSiteKeys) {
      for (const secret of testSecrets) {
        const reply = await siteverify(standIn, {secret, response: k.passToken, sitekey});
        expect(reply.json['error-codes'] ?? []).not.toContain('sitekey-secret-mismatch');
      }
    }
  });

  it.each([
    {
      fact: 'A test site key with a real secret … answers `sitekey-secret-mismatch`',
      fields: () => testSiteKeys.map((sitekey) => ({secret: solo.secret, sitekey})),
    },
    {
      fact: '… or the reverse, answers `sitekey-secret-mismatch` ("none works with a real key")',
      fields: () => testSecrets.map((secret) => ({secret, sitekey: solo.sitekey})),
    },
  ])('$fact', async ({fields}) => {
    for (const pair of fields()) {
      const reply = await siteverify(standIn, {...pair, response: k.passToken});
      expect(reply.json).toEqual({success: false, 'error-codes': ['sitekey-secret-mismatch']});
    }
  });

  it('"none works with a real key": a real token with a passing test secret', async () => {
    for (const secret of [k.passSecret, k.highRiskSecret]) {
      const response = await realToken(standIn, solo.sitekey);
      const reply = await siteverify(standIn, {secret, response});
      expect(reply.json).toEqual({success: false, 'error-codes': ['sitekey-secret-mismatch']});
    }
  });
});

describe('Keys: hostnames', () => {
  it.each([
    {
      fact: 'Real keys work only on the hostnames listed for the site in the dashboard',
      hostname: 'example.com',
      passes: true,
    },
    {
      fact: 'an entry also covers its subdomains (`example.com` covers `shop.example.com`)',
      hostname: 'shop.example.com',
      passes: true,
    },
    {
      fact: 'A token solved on an unlisted hostname fails in the widget with `invalid-data` (a name that only ends like an entry)',
      hostname: 'badexample.com',
      passes: false,
    },
    {
      fact: 'A token solved on an unlisted hostname fails in the widget with `invalid-data` (an entry followed by another domain)',
      hostname: 'example.com.evil.example',
      passes: false,
    },
    {
      fact: '`localhost` and `127.0.0.1` work only with the test keys (localhost)',
      hostname: 'localhost',
      passes: false,
    },
    {
      fact: '`localhost` and `127.0.0.1` work only with the test keys (127.0.0.1)',
      hostname: '127.0.0.1',
      passes: false,
    },
  ])('$fact: $hostname', async ({hostname, passes}) => {
    const solved = await solve(standIn, {sitekey: solo.sitekey, hostname});
    if (!passes) {
      expect(solved.json).toEqual({error: 'invalid-data'});
      return;
    }
    const reply = await siteverify(standIn, {
      secret: solo.secret,
      response: solved.json.token as string,
      sitekey: solo.sitekey,
    });
    expect(reply.json).toMatchObject({success: true, hostname});
  });

  it.each(['localhost', '127.0.0.1'])(
    '"`localhost` and `127.0.0.1` work only with the test keys": the test keys pass on %s',
    async (hostname) => {
      const solved = await solve(standIn, {sitekey: k.passSiteKey, hostname});
      expect(solved.json.token).toBe(k.passToken);
    },
  );

  // The stand-in has no dashboard: the limit is held where its sites are defined.
  it('"each site lists up to 50 hostnames in the dashboard"', () => {
    for (const site of apiAccounts.flatMap((account) => account.sites)) {
      expect(site.hostnames.length).toBeLessThanOrEqual(50);
    }
    const hostnames = (count: number) => Array.from({length: count}, (_, i) => `h${i}.example`);
    expect(() => defineSite({sitekey: 's', name: 'n', hostnames: hostnames(50)})).not.toThrow();
    expect(() => defineSite({sitekey: 's', name: 'n', hostnames: hostnames(51)})).toThrow();
  });
});

describe('Keys: rotating the secret', () => {
  // Each row rotates an account of its own: a rotation is the stand-in's state, shared by all.
  it.each([
    {
      fact: 'the dashboard issues a new secret on request; the previous one keeps verifying for 24 hours (just rotated)',
      email: 'ada@bramble.example',
      rotatedSecondsAgo: 0,
      previousVerifies: true,
    },
    {
      fact: 'the previous one keeps verifying for 24 hours (a minute before the end)',
      email: 'mallory@bramble.example',
      rotatedSecondsAgo: 24 * 3600 - 60,
      previousVerifies: true,
    },
    {
      fact: 'the previous one keeps verifying for 24 hours, then answers `invalid-input-secret`',
      email: 'enterprise@bramble.example',
      rotatedSecondsAgo: 24 * 3600 + 1,
      previousVerifies: false,
    },
  ])('$fact', async ({email, rotatedSecondsAgo, previousVerifies}) => {
    const account = realAccount(email);
    const rotated = await control(standIn, '/__stub/secrets/rotate', {
      secret: account.secret,
      rotatedSecondsAgo,
    });
    const newSecret = rotated.secret as string;
    expect(newSecret).toMatch(/^0x[0-9a-f]{40}$/);
    expect(newSecret).not.toBe(account.secret);

    const withNew = await siteverify(standIn, {
      secret: newSecret,
      response: await realToken(standIn, account.sitekey),
      sitekey: account.sitekey,
    });
    expect(withNew.json.success).toBe(true);

    const withPrevious = await siteverify(standIn, {
      secret: account.secret,
      response: await realToken(standIn, account.sitekey),
      sitekey: account.sitekey,
    });
    expect(withPrevious.status).toBe(200);
    expect(withPrevious.json).toMatchObject(
      previousVerifies
        ? {success: true}
        : {success: false, 'error-codes': ['invalid-input-secret']},
    );
  });
});
