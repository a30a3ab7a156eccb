// What a dashboard answer means to the docs: its shape checked, names and emails cleaned. Loaded
// once a call answers (fetchSession.ts), so an anonymous visitor never fetches it.
import {isSecretKey, isSiteKey} from './keys';
import {cleanEmail, cleanSiteName} from './siteNames';
import type {SessionSite} from './fetchSession';

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
