/**
 * Normalises the docs origins the server trusts (`http://127.0.0.1:3000/` → `http://127.0.0.1:3000`),
 * so they compare equal to what browsers send in `Origin`. Throws on anything that is not an origin.
 */
export function normalizeOrigins(origins: readonly string[]): Set<string> {
  const normalized = new Set<string>();
  for (const origin of origins) {
    if (!URL.canParse(origin)) {
      throw new Error(
        `Not an origin: ${JSON.stringify(origin)} (expected e.g. http://127.0.0.1:3000)`,
      );
    }
    const url = new URL(origin);
    // Opaque origins ('null', file:, data:) could be claimed by any page, so they can never be trusted.
    if (url.origin === 'null') throw new Error(`Not an origin a docs site can have: ${origin}`);
    normalized.add(url.origin);
  }
  return normalized;
}

/** The CORS headers for an API answer: none unless the caller's origin is a trusted docs origin. */
export function corsHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  if (origin === undefined || !allowed.has(origin)) return {};
  // Credentialed requests forbid the `*` wildcard, so the origin is echoed.
  return {'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true'};
}

/** Headers for the preflight that the docs' `Content-Type: application/json` triggers. */
export function preflightHeaders(
  origin: string,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  return {
    ...corsHeaders(origin, allowed),
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
  };
}

/**
 * Where to send the browser after login or logout: `backurl` when it is an absolute URL on a
 * trusted docs origin, otherwise the dashboard's own home page. An open redirect would let any
 * site bounce visitors through the dashboard.
 */
export function redirectTarget(backurl: string | null, allowed: ReadonlySet<string>): string {
  if (!backurl || !URL.canParse(backurl)) return '/';
  const url = new URL(backurl);
  return allowed.has(url.origin) ? url.href : '/';
}
