import {describe, expect, it} from 'vitest';
import {demoAccounts} from '../dashboard-stub/accounts';
import {
  apiAccounts,
  enterpriseAccount,
  findAccountBySecret,
  findSite,
  defineSite,
  isListedHostname,
  maxHostnamesPerSite,
} from './accounts';
import {isUuid, testSecrets, testSiteKeys} from './keys';

const allSites = apiAccounts.flatMap((account) => account.sites);

describe('the accounts the stand-in API knows', () => {
  it("are the dashboard's demo accounts, same secrets and site keys, plus one Enterprise account", () => {
    for (const demo of demoAccounts) {
      const account = findAccountBySecret(demo.secret);
      expect(account?.email).toBe(demo.email);
      expect(account?.enterprise).toBe(false);
      expect(account?.sites.map((site) => site.sitekey)).toEqual(
        demo.sites.map((site) => site.sitekey),
      );
    }
    expect(apiAccounts.filter((account) => account.enterprise)).toEqual([enterpriseAccount]);
  });

  it('have well-formed keys, none shared and none a test key', () => {
    const secrets = apiAccounts.map((account) => account.secret);
    const sitekeys = allSites.map((site) => site.sitekey);
    for (const secret of secrets) expect(secret).toMatch(/^0x[0-9a-f]{40}$/);
    for (const sitekey of sitekeys) expect(isUuid(sitekey)).toBe(true);
    expect(new Set([...secrets, ...testSecrets]).size).toBe(secrets.length + testSecrets.length);
    expect(new Set([...sitekeys, ...testSiteKeys]).size).toBe(
      sitekeys.length + testSiteKeys.length,
    );
  });

  it("list the docs' sample hostnames and one of each site's own, never localhost", () => {
    const own = new Set<string>();
    for (const site of allSites) {
      expect(site.hostnames.slice(0, 2)).toEqual(['www.example.com', 'example.com']);
      expect(site.hostnames).toHaveLength(3);
      own.add(site.hostnames[2]!);
      expect(site.hostnames).not.toContain('localhost');
      expect(site.hostnames).not.toContain('127.0.0.1');
    }
    expect(own.size).toBe(allSites.length);
  });

  it('give scores to Enterprise sites only', () => {
    for (const account of apiAccounts) {
      for (const site of account.sites) expect(site.risk !== undefined).toBe(account.enterprise);
    }
  });

  it('find a site with its account', () => {
    const site = enterpriseAccount.sites[0]!;
    expect(findSite(site.sitekey)).toEqual({account: enterpriseAccount, site});
    expect(findSite('10000000-0000-4000-8000-000000000001')).toBeUndefined();
  });

  // Facts: "an entry also covers its subdomains (`example.com` covers `shop.example.com`)".
  it.each([
    {hostname: 'example.com', listed: true},
    {hostname: 'WWW.Example.com', listed: true},
    {hostname: 'shop.example.com', listed: true},
    {hostname: 'a.b.example.com', listed: true},
    {hostname: 'badexample.com', listed: false},
    {hostname: 'example.com.evil.example', listed: false},
    {hostname: 'example.com.', listed: false},
    {hostname: 'example.org', listed: false},
  ])('cover $hostname: $listed', ({hostname, listed}) => {
    expect(isListedHostname(enterpriseAccount.sites[0]!, hostname)).toBe(listed);
  });

  it('never cover localhost or 127.0.0.1, whatever a site lists', () => {
    const site = {sitekey: 'x', name: 'x', hostnames: ['localhost', '127.0.0.1']};
    expect(isListedHostname(site, 'localhost')).toBe(false);
    expect(isListedHostname(site, '127.0.0.1')).toBe(false);
  });
});

describe('defineSite', () => {
  const hostnames = (count: number) => Array.from({length: count}, (_, i) => `h${i}.example`);

  it('takes up to 50 hostnames (facts: "each site lists up to 50 hostnames")', () => {
    const site = {sitekey: 'x', name: 'fifty', hostnames: hostnames(maxHostnamesPerSite)};
    expect(maxHostnamesPerSite).toBe(50);
    expect(defineSite(site)).toBe(site);
  });

  it('refuses a 51st hostname', () => {
    expect(() => defineSite({sitekey: 'x', name: 'too many', hostnames: hostnames(51)})).toThrow(
      'too many: 51 hostnames, at most 50',
    );
  });

  it.each(['localhost', '127.0.0.1', 'Example.com'])('refuses to list %s', (hostname) => {
    expect(() => defineSite({sitekey: 'x', name: 's', hostnames: [hostname]})).toThrow(
      `s: ${hostname} cannot be listed`,
    );
  });
});
