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

const errorStatuses: Partial<Record<FailureMode, {status: number; error: string}>> = {
  '401': {status: 401, error: 'unauthorized'},
  '403': {status: 403, error: 'forbidden'},
  '404': {status: 404, error: 'not found'},
  '500': {status: 500, error: 'internal server error'},
  '502': {status: 502, error: 'bad gateway'},
};

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
  const error = errorStatuses[mode];
  if (error) return json(error.status, {error: error.error});
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
