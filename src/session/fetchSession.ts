import type * as ReadSession from './readSession';

/** A site of the account, as the docs keep it. */
export interface SessionSite {
  /** Its public key (checked to look like a key). */
  sitekey: string;
  /** The name its owner gave it, cleaned to one line of plain text; null when it has none. */
  name: string | null;
}

/** What the dashboard told the docs about the visitor. */
export interface FetchedSession {
  /** True only when both dashboard calls answered with the expected shape. */
  loggedIn: boolean;
  /** The account's secret key, or null when anonymous. */
  secretkey: string | null;
  /** The account's email, cleaned; null when anonymous or when `/user` gave none. */
  email: string | null;
  /** The account's sites in the dashboard's order (the first is the default); empty when anonymous. */
  sites: readonly SessionSite[];
}

export const anonymousSession: FetchedSession = Object.freeze({
  loggedIn: false,
  secretkey: null,
  email: null,
  sites: Object.freeze([]),
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
const defaultSessionTimeoutMs = 8000;

async function getJson(
  url: string,
  fetchImpl: typeof globalThis.fetch,
  signal: AbortSignal,
  onAnswered: () => void,
): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: 'GET',
    credentials: 'include',
    headers: {'Content-Type': 'application/json'},
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  onAnswered();
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
}: FetchSessionOptions): Promise<FetchedSession> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  // The code that reads and cleans an answer (names and emails checked character by character)
  // is only for a visitor the dashboard knows: fetched once a call answers, not in every
  // page's first script.
  let reader: Promise<typeof ReadSession> | undefined;
  const answered = () => {
    reader ??= import('./readSession');
  };
  try {
    const [user, sites] = await Promise.all([
      getJson(authHost + userPath, fetchImpl, controller.signal, answered),
      getJson(authHost + sitesPath, fetchImpl, controller.signal, answered),
    ]);
    const {readUser, readSites} = await reader!;
    const account = readUser(user);
    const siteList = readSites(sites);
    if (account === undefined || siteList === undefined) return anonymousSession;
    return {loggedIn: true, ...account, sites: siteList};
  } catch {
    // One failed call must not leave the other hanging.
    controller.abort();
    return anonymousSession;
  } finally {
    clearTimeout(timer);
  }
}
