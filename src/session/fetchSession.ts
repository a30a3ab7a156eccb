import {isSecretKey, isSiteKey} from './keys';
import {cleanEmail, cleanSiteName} from './siteNames';

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
export const defaultSessionTimeoutMs = 8000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The secret and email from a `/user` answer, or undefined when the shape is wrong. */
export function readUser(body: unknown): {secretkey: string; email: string | null} | undefined {
  if (!isRecord(body) || !isSecretKey(body.secret)) return undefined;
  return {secretkey: body.secret, email: cleanEmail(body.email)};
}

/** More than a first page of sites is not something a picker should list. */
export const maxSites = 100;

/**
 * The sites from a site-list answer, or undefined when the shape is wrong. The first site
 * must be well formed (its key is the default); a later one without a usable key is left out,
 * as is a repeat of a key already listed, so one odd entry cannot log the visitor out.
 */
export function readSites(body: unknown): SessionSite[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.sites)) return undefined;
  const entries: unknown[] = body.sites;
  if (entries.length === 0) return [];
  const first = entries[0];
  if (!isRecord(first) || !isSiteKey(first.sitekey)) return undefined;
  const sites: SessionSite[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (sites.length === maxSites) break;
    if (!isRecord(entry) || !isSiteKey(entry.sitekey) || seen.has(entry.sitekey)) continue;
    seen.add(entry.sitekey);
    sites.push({sitekey: entry.sitekey, name: cleanSiteName(entry.name)});
  }
  return sites;
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
}: FetchSessionOptions): Promise<FetchedSession> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const [user, sites] = await Promise.all([
      getJson(authHost + userPath, fetchImpl, controller.signal),
      getJson(authHost + sitesPath, fetchImpl, controller.signal),
    ]);
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
