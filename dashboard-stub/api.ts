import {STATUS_CODES} from 'node:http';
import {demoAccounts, type DemoAccount} from './accounts';
import type {FailureMode} from './failures';
import type {ApiKind} from './holdGate';
import {loginPage} from './pages';

/** A complete answer, ready to send. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

const jsonType = 'application/json; charset=utf-8';

export function json(status: number, value: unknown): Answer {
  return {status, contentType: jsonType, body: JSON.stringify(value)};
}

function realAnswer(kind: ApiKind, account: DemoAccount | undefined, noSites: boolean): Answer {
  if (!account) return json(401, {error: 'unauthorized'});
  if (kind === 'user') return json(200, {email: account.email, secret: account.secret});
  const sites = noSites ? [] : account.sites.map(({sitekey, name}) => ({sitekey, name}));
  return json(200, {sites, page: 1, total: sites.length});
}

/**
 * What `GET /user` or `GET /dashboard/sitekey/page/1` answers in a failure mode. `hang` is not
 * an answer, so the caller deals with it before asking.
 */
export function apiAnswer(
  kind: ApiKind,
  mode: Exclude<FailureMode, 'hang'>,
  account: DemoAccount | undefined,
): Answer {
  // The error statuses answer as the dashboard's own errors do: `{"error": "not found"}`.
  if (/^\d+$/.test(mode)) return json(Number(mode), {error: STATUS_CODES[mode]?.toLowerCase()});
  switch (mode) {
    case 'html':
      return {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: loginPage(demoAccounts, '', {kind: 'none'}),
      };
    case 'badjson':
      // Cut off mid-document, and before any key, so nothing secret is ever half-sent.
      return {
        status: 200,
        contentType: jsonType,
        body: kind === 'user' ? '{"email": "' : '{"sites": [{"sitekey": ',
      };
    case 'empty-sites':
      return realAnswer(kind, account, true);
    default:
      return realAnswer(kind, account, false);
  }
}
