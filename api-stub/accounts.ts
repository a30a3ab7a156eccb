import {demoAccounts} from '../dashboard-stub/accounts';
import {isTestSiteKey} from './keys';

/** The risk an Enterprise site's tokens verify with (facts: 0.0 no risk to 1.0 certain bot). */
export interface RiskScore {
  readonly score: number;
  readonly reasons: readonly string[];
}

/** Facts: "each site lists up to 50 hostnames in the dashboard". */
export const maxHostnamesPerSite = 50;

/** Facts: "`localhost` and `127.0.0.1` work only with the test keys". */
export const testOnlyHostnames: readonly string[] = ['localhost', '127.0.0.1'];

/** A site the stand-in API knows: its key, and the hostnames its owner listed in the dashboard. */
export interface ApiSite {
  readonly sitekey: string;
  readonly name: string;
  readonly hostnames: readonly string[];
  /** Enterprise sites only: what every token of the site scores. */
  readonly risk?: RiskScore;
}

export interface ApiAccount {
  readonly email: string;
  readonly secret: string;
  readonly enterprise: boolean;
  readonly sites: readonly ApiSite[];
}

/**
 * A site as the dashboard would save it: at most 50 hostnames, lower-case, and never one that
 * only the test keys may use. Throws otherwise, so a fixture cannot hold what Bramble refuses.
 */
export function defineSite(site: ApiSite): ApiSite {
  if (site.hostnames.length > maxHostnamesPerSite) {
    throw new Error(
      `${site.name}: ${site.hostnames.length} hostnames, at most ${maxHostnamesPerSite}`,
    );
  }
  for (const hostname of site.hostnames) {
    if (hostname !== hostname.toLowerCase() || testOnlyHostnames.includes(hostname)) {
      throw new Error(`${site.name}: ${hostname} cannot be listed`);
    }
  }
  return site;
}

/**
 * Every site lists the two hostnames the docs' samples use, so a sample can run as is, plus a
 * hostname of its own, so a test can tell the sites apart in `hostname`.
 */
const sharedHostnames = ['www.example.com', 'example.com'];

const ownHostnames: Readonly<Record<string, string>> = {
  'c1f43851-3ef9-4e3b-a0a7-c6e04001438f': 'shop.analytical-engines.example',
  'de74bf5e-4dfc-4c49-96ef-6a9722ccffa5': 'notes.analytical-engines.example',
  'ee6994ae-1b92-4874-8943-37b4beddf6bc': 'forum.punched-cards.example',
  'e0126917-6d6b-4b61-bf4e-596769827727': 'solo.example',
  '4276b6a4-e806-4dda-ac92-a08c4eb7f812': 'mallory.example',
  '11d10074-1b47-457a-98c3-fb57490e7b88': 'blog.mallory.example',
};

/**
 * The stand-in's own Enterprise account, so the docs' score samples have something to read. Its
 * two sites score at both ends of the scale, so a sample's threshold is tested both ways; the
 * scores are fixed so tests can assert them.
 */
export const enterpriseAccount: ApiAccount = {
  email: 'enterprise@bramble.example',
  secret: '0xe5e7a1c0b2d94f6e8a3c5b7d9f1e2a4c6b8d0f13',
  enterprise: true,
  sites: [
    defineSite({
      sitekey: '5f0c9b2e-3a4d-4e1f-9b6a-7c8d2e4f6a10',
      name: 'Enterprise checkout (low risk)',
      hostnames: [...sharedHostnames, 'checkout.enterprise.example'],
      risk: {score: 0.1, reasons: ['interaction looked human']},
    }),
    defineSite({
      sitekey: 'a7d3e6f1-8b2c-4d5e-a9f0-1b3c5d7e9f20',
      name: 'Enterprise signup (high risk)',
      hostnames: [...sharedHostnames, 'signup.enterprise.example'],
      risk: {score: 0.9, reasons: ['automation signals', 'datacenter IP address']},
    }),
  ],
};

/** The dashboard's demo accounts (same secrets and site keys), then the Enterprise one. */
export const apiAccounts: readonly ApiAccount[] = [
  ...demoAccounts.map((account) => ({
    email: account.email,
    secret: account.secret,
    enterprise: false,
    sites: account.sites.map((site) => {
      const own = ownHostnames[site.sitekey];
      return defineSite({
        sitekey: site.sitekey,
        name: site.name,
        hostnames: own === undefined ? sharedHostnames : [...sharedHostnames, own],
      });
    }),
  })),
  enterpriseAccount,
];

export function findAccountBySecret(secret: string): ApiAccount | undefined {
  return apiAccounts.find((account) => account.secret === secret);
}

/** The site of a real (not test) site key, with the account it belongs to. */
export function findSite(sitekey: string): {account: ApiAccount; site: ApiSite} | undefined {
  for (const account of apiAccounts) {
    const site = account.sites.find((candidate) => candidate.sitekey === sitekey);
    if (site) return {account, site};
  }
  return undefined;
}

/** Whether a site key exists at all: a test key or a site of some account. */
export function isKnownSiteKey(sitekey: string): boolean {
  return isTestSiteKey(sitekey) || findSite(sitekey) !== undefined;
}

/**
 * Whether a real site's widget may run on a page of this hostname (facts: "an entry also covers
 * its subdomains"): `example.com` covers `example.com` and `shop.example.com`, not
 * `badexample.com` nor `example.com.evil.example`. `localhost` and `127.0.0.1` never match: only
 * the test keys work there.
 */
export function isListedHostname(site: ApiSite, hostname: string): boolean {
  const name = hostname.toLowerCase();
  if (testOnlyHostnames.includes(name)) return false;
  return site.hostnames.some((entry) => name === entry || name.endsWith(`.${entry}`));
}
