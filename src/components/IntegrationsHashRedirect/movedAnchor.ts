import {movedIntegrationAnchors} from '../../data/integrations';

// Pure, runs in the browser: where an old link to one section of the single-page `/integrations`
// now leads.

/** The parts of the address the overview was opened with that decide where a visitor goes. */
export interface OverviewAddress {
  /** `#nodejs-with-express`, or empty. */
  readonly hash: string;
  /** `?ref=x`, or empty: kept on the way. */
  readonly search: string;
}

/**
 * The URL that now holds the section an old `/integrations#anchor` link asked for, under
 * `baseUrl` (`/` or `/fr/`), with the query kept; undefined when the anchor is still on the
 * overview (or there is none), so the visitor stays.
 */
export function movedAnchorUrl(
  {hash, search}: OverviewAddress,
  baseUrl: string,
  moved: ReadonlyMap<string, string> = movedIntegrationAnchors,
): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined; // A malformed escape is no anchor of ours.
  }
  const target = moved.get(id);
  if (target === undefined) return undefined;
  const [path, fragment] = target.split('#');
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${path!.replace(/^\//, '')}${search}${fragment ? `#${fragment}` : ''}`;
}
