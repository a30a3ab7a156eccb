import {isKey} from './keys';

/** What the docs know about the visitor's dashboard session. */
export interface SessionState {
  /** True only when both dashboard calls answered with the expected shape. */
  loggedIn: boolean;
  /** The first site's key, or null when anonymous or the account has no site. */
  sitekey: string | null;
  /** The account's secret key, or null when anonymous. */
  secretkey: string | null;
}

export const anonymousSession: SessionState = Object.freeze({
  loggedIn: false,
  sitekey: null,
  secretkey: null,
});

export interface FetchSessionOptions {
  /** Origin of the dashboard API; empty means the page's own origin. */
  authHost: string;
  /** The fetch to use (the browser's, or a fake in tests). */
  fetch: typeof globalThis.fetch;
  /** Both calls are abandoned after this long. */
  timeoutMs?: number;
}

export const userPath = '/user';
export const sitesPath = '/dashboard/sitekey/page/1';
export const defaultSessionTimeoutMs = 8000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The secret from a `/user` answer, or undefined when the shape is wrong. */
export function readSecret(body: unknown): string | undefined {
  return isRecord(body) && isKey(body.secret) ? body.secret : undefined;
}

/**
 * The first site key from a site-list answer: null for an account without
 * sites, undefined when the shape is wrong.
 */
export function readFirstSitekey(body: unknown): string | null | undefined {
  if (!isRecord(body) || !Array.isArray(body.sites)) return undefined;
  if (body.sites.length === 0) return null;
  const first: unknown = body.sites[0];
  return isRecord(first) && isKey(first.sitekey) ? first.sitekey : undefined;
}

async function getJson(
  url: string,
  fetchImpl: typeof globalThis.fetch,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: 'GET',
    credentials: 'include',
    headers: {'Content-Type': 'application/json'},
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * Asks the dashboard who the visitor is. Both calls start together; the
 * visitor is logged in only if both succeed with the expected shape. Every
 * failure resolves to the anonymous state: this function never rejects and
 * never logs, so nothing about the session reaches the console.
 */
export async function fetchSession({
  authHost,
  fetch: fetchImpl,
  timeoutMs = defaultSessionTimeoutMs,
}: FetchSessionOptions): Promise<SessionState> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const [user, sites] = await Promise.all([
      getJson(authHost + userPath, fetchImpl, controller.signal),
      getJson(authHost + sitesPath, fetchImpl, controller.signal),
    ]);
    const secretkey = readSecret(user);
    const sitekey = readFirstSitekey(sites);
    if (secretkey === undefined || sitekey === undefined) return anonymousSession;
    return {loggedIn: true, sitekey, secretkey};
  } catch {
    // One failed call must not leave the other hanging.
    controller.abort();
    return anonymousSession;
  } finally {
    clearTimeout(timer);
  }
}
