/**
 * The stand-in dashboard against the product facts' "Keys" section, over HTTP as the docs' session
 * code sees it: each row quotes the fact it checks. When a fact changes, its row changes, and the
 * stand-in must follow. The last rows check that the stand-in API agrees: a key the dashboard
 * hands a reader verifies there, as real keys do at Bramble.
 */
import type {AddressInfo} from 'node:net';
import type http from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {allTestKeys} from '../../src/data/testKeys';
import {demoAccounts} from '../accounts';
import {createDashboardServer} from '../server';

interface AccountView {
  email: string;
  secret: string;
  sitekeys: string[];
}

let dashboard: http.Server;
let base: string;
let api: ApiStub;
let views: AccountView[];

/** What a logged-in reader's browser gets from the dashboard for one account. */
async function viewOf(email: string): Promise<AccountView> {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    body: new URLSearchParams({account: email, backurl: ''}),
    redirect: 'manual',
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const get = async <T>(path: string): Promise<T> =>
    (await (await fetch(base + path, {headers: {Cookie: cookie}})).json()) as T;
  const user = await get<{email: string; secret: string}>('/user');
  const {sites} = await get<{sites: {sitekey: string}[]}>('/dashboard/sitekey/page/1');
  return {email: user.email, secret: user.secret, sitekeys: sites.map((site) => site.sitekey)};
}

beforeAll(async () => {
  dashboard = createDashboardServer({allowedOrigins: ['http://127.0.0.1:3000']});
  await new Promise<void>((resolve) => dashboard.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(dashboard.address() as AddressInfo).port}`;
  api = await startApiStub();
  views = await Promise.all(demoAccounts.map((account) => viewOf(account.email)));
});

afterAll(async () => {
  await new Promise((resolve) => dashboard?.close(resolve));
  await api?.close();
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const allSitekeys = () => views.flatMap((view) => view.sitekeys);

const facts: {fact: string; holds: () => void}[] = [
  {
    fact: 'Site key: public, a UUID',
    holds: () => allSitekeys().forEach((key) => expect(key).toMatch(uuid)),
  },
  {
    fact: 'Secret key: private, `0x` followed by 40 hex digits',
    holds: () => views.forEach((view) => expect(view.secret).toMatch(/^0x[0-9a-f]{40}$/)),
  },
  {
    fact: 'One secret per account',
    holds: () => {
      const secrets = views.map((view) => view.secret);
      expect(new Set(secrets).size).toBe(secrets.length);
    },
  },
  {
    fact: 'one site key per site',
    holds: () => expect(new Set(allSitekeys()).size).toBe(allSitekeys().length),
  },
  {
    fact: 'More test keys … none works with a real key: the dashboard never hands out a test key',
    holds: () =>
      [...allSitekeys(), ...views.map((view) => view.secret)].forEach((key) =>
        expect(allTestKeys).not.toContain(key.toLowerCase()),
      ),
  },
];

describe('the stand-in dashboard holds to the keys facts', () => {
  it.each(facts)('$fact', ({holds}) => {
    expect(views.length).toBe(demoAccounts.length);
    holds();
  });
});

describe('the keys it hands out verify at the stand-in API', () => {
  it('every site key, solved on a hostname its site lists, verifies with its account secret', async () => {
    const checked = views.flatMap((view) => view.sitekeys.map((sitekey) => ({view, sitekey})));
    expect(checked.length).toBeGreaterThan(0);
    for (const {view, sitekey} of checked) {
      const {token} = api.issueToken({sitekey, hostname: 'www.example.com'});
      const answer = await fetch(`${api.httpUrl}/siteverify`, {
        method: 'POST',
        body: new URLSearchParams({secret: view.secret, response: token, sitekey}),
      });
      expect(await answer.json(), `${view.email} ${sitekey}`).toMatchObject({
        success: true,
        hostname: 'www.example.com',
      });
    }
  });

  it("a site key with another account's secret answers sitekey-secret-mismatch", async () => {
    const [owner, other] = views.filter((view) => view.sitekeys.length > 0);
    const sitekey = owner!.sitekeys[0]!;
    const {token} = api.issueToken({sitekey, hostname: 'www.example.com'});
    const answer = await fetch(`${api.httpUrl}/siteverify`, {
      method: 'POST',
      body: new URLSearchParams({secret: other!.secret, response: token, sitekey}),
    });
    expect(await answer.json()).toMatchObject({
      success: false,
      'error-codes': ['sitekey-secret-mismatch'],
    });
  });
});
