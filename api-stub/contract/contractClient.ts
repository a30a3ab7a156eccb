// What the contract tests share: the facts' test keys written out as the facts write them (not
// imported from the stand-in, so a changed key in the code cannot move the test with it), the
// stand-in's demo accounts (the facts give no real keys), and HTTP calls to a running stand-in.
import {apiAccounts} from '../accounts';
import {postForm, sendJson, type Reply} from './httpClient';
import type {StandIn} from '../standIn.fixtures';

/** Facts, "Keys": the test keys and the fixed tokens of the passing test site keys. */
export const factKeys = {
  passSiteKey: '10000000-0000-4000-8000-000000000001',
  failSiteKey: '20000000-0000-4000-8000-000000000002',
  challengeSiteKey: '30000000-0000-4000-8000-000000000003',
  passSecret: '0x1000000000000000000000000000000000000001',
  invalidResponseSecret: '0x2000000000000000000000000000000000000002',
  alreadySeenSecret: '0x3000000000000000000000000000000000000003',
  highRiskSecret: '0x4000000000000000000000000000000000000004',
  passToken: '10000000-aaaa-4000-8000-000000000001',
  challengeToken: '30000000-aaaa-4000-8000-000000000003',
} as const;

export const testSiteKeys = [factKeys.passSiteKey, factKeys.failSiteKey, factKeys.challengeSiteKey];
export const testSecrets = [
  factKeys.passSecret,
  factKeys.invalidResponseSecret,
  factKeys.alreadySeenSecret,
  factKeys.highRiskSecret,
];

/** A real account of the stand-in, with one site whose listed hostnames include `example.com`. */
export function realAccount(email: string) {
  const account = apiAccounts.find((candidate) => candidate.email === email);
  const site = account?.sites[0];
  if (!account || !site || !site.hostnames.includes('example.com')) {
    throw new Error(`${email}: expected a stand-in account whose first site lists example.com`);
  }
  return {secret: account.secret, sitekey: site.sitekey, enterprise: account.enterprise};
}

export interface JsonReply extends Reply {
  json: Record<string, unknown>;
}

function withJson(reply: Reply): JsonReply {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.body);
  } catch {
    parsed = undefined;
  }
  return {...reply, json: (parsed ?? {}) as Record<string, unknown>};
}

/** `POST /siteverify` with url-encoded fields, over HTTPS, at the root or a lane's base. */
export async function siteverify(
  standIn: StandIn,
  fields: Record<string, string>,
  base = standIn.stub.httpsUrl,
): Promise<JsonReply> {
  return withJson(await postForm(`${base}/siteverify`, fields, {agent: standIn.agent}));
}

/** What the widget asks `/1/challenge` on a page of `hostname`, as a server would (no Origin). */
export async function solve(
  standIn: StandIn,
  body: {sitekey: string; hostname: string; answer?: string},
): Promise<JsonReply> {
  const reply = await sendJson(`${standIn.stub.httpsUrl}/1/challenge`, 'POST', body, {
    agent: standIn.agent,
  });
  return withJson(reply);
}

/** A stand-in control call (`/__stub/…`); throws unless it succeeds. */
export async function control(
  standIn: StandIn,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const reply = withJson(await sendJson(`${standIn.stub.httpUrl}${path}`, 'POST', body));
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.body}`);
  return reply.json;
}

/** A real token, as if a visitor passed on `hostname` `issuedSecondsAgo` seconds ago. */
export async function realToken(
  standIn: StandIn,
  sitekey: string,
  hostname = 'example.com',
  issuedSecondsAgo = 0,
): Promise<string> {
  const issued = await control(standIn, '/__stub/tokens', {sitekey, hostname, issuedSecondsAgo});
  return issued.token as string;
}
