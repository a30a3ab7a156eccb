import {findSite, isListedHostname, testOnlyHostnames, type RiskScore} from './accounts';
import {
  challengeSiteKey,
  challengeToken,
  failSiteKey,
  isUuid,
  passSiteKey,
  passToken,
} from './keys';
import {newRespKey, type TokenStore} from './tokens';

export type IssueResult =
  | {ok: true; token: string; respKey: string}
  | {ok: false; error: 'invalid-data' | 'challenge-error'; reason: string};

function invalid(reason: string): IssueResult {
  return {ok: false, error: 'invalid-data', reason};
}

/**
 * The token a visitor gets after passing on a page of `hostname`, as if the challenge were done:
 * the fixed token of a passing test site key (on any hostname), nothing for the failing test site
 * key, and a new single-use token for a real site key on one of its listed hostnames or their
 * subdomains (facts: "A token solved on an unlisted hostname fails in the widget with `invalid-data`").
 */
export function issueToken(
  tokens: TokenStore,
  request: {sitekey: string; hostname: string; risk?: RiskScore | null},
  issuedAt: number,
): IssueResult {
  const {sitekey} = request;
  const hostname = request.hostname.trim().toLowerCase();
  if (!hostname) return invalid('no hostname');
  if (sitekey === passSiteKey) return {ok: true, token: passToken, respKey: newRespKey()};
  if (sitekey === challengeSiteKey) return {ok: true, token: challengeToken, respKey: newRespKey()};
  if (sitekey === failSiteKey) {
    return {ok: false, error: 'challenge-error', reason: 'the failing test site key never passes'};
  }
  if (!isUuid(sitekey)) return invalid('site key is not a UUID');
  const found = findSite(sitekey);
  if (!found) return invalid('unknown site key');
  if (testOnlyHostnames.includes(hostname)) {
    return invalid(`${hostname} is not listed for any site: it works only with the test keys`);
  }
  if (!isListedHostname(found.site, hostname)) {
    const listed = found.site.hostnames.join(', ');
    return invalid(
      `${hostname} is not listed for this site, nor a subdomain of one (listed: ${listed})`,
    );
  }
  const issued = tokens.issue(sitekey, hostname, issuedAt, request.risk);
  return {ok: true, token: issued.token, respKey: issued.respKey};
}

/**
 * A token for a test, as if the visitor had passed `issuedSecondsAgo` seconds before `now`
 * (so a test can make an expired token without waiting), with the Enterprise risk the test
 * chooses (`risk`; null for an answer without a score). The challenge test key gives its token
 * without asking the question: the test wants the token, not the dialog.
 */
export function issueTestToken(
  tokens: TokenStore,
  request: {sitekey: string; hostname: string; issuedSecondsAgo?: number; risk?: RiskScore | null},
  now: number,
): IssueResult {
  const ago = request.issuedSecondsAgo ?? 0;
  if (!(Number.isFinite(ago) && ago >= 0)) {
    return invalid('issuedSecondsAgo: expected seconds, 0 or more');
  }
  return issueToken(tokens, request, now - ago * 1000);
}
