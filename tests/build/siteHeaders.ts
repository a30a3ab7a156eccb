/** Response headers by lower-case name, as Node gives them or as read off the socket. */
export type HeaderMap = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The headers bramble-docs.conf adds to every response, errors and redirects
 * included, each with the value it must have once. Cache-Control is checked on
 * its own: it depends on what is sent.
 */
const siteHeaders: Readonly<Record<string, RegExp>> = {
  server: /^nginx$/,
  'content-security-policy': /^default-src 'self'; script-src 'self' 'sha256-/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'permissions-policy': /(^|, )camera=\(\)(,|$)/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'x-frame-options': /^DENY$/,
};

/**
 * What is missing or wrong in a response's headers against the site's full
 * set, with `Cache-Control: <cacheControl>`: an empty list when all is there.
 */
export function siteHeaderProblems(headers: HeaderMap, cacheControl: string): string[] {
  const expected: [string, RegExp][] = [
    ...Object.entries(siteHeaders),
    ['cache-control', new RegExp(`^${cacheControl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)],
  ];
  return expected.flatMap(([name, pattern]) => {
    const value = headers[name];
    const values = value === undefined ? [] : typeof value === 'string' ? [value] : value;
    if (values.length !== 1) return [`${name}: sent ${values.length} times`];
    return pattern.test(values[0]!) ? [] : [`${name}: ${values[0]}`];
  });
}

/** The names of the headers a response sent more than once (read off the socket). */
export function repeatedHeaders(headers: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(headers)
    .filter(([, values]) => values.length > 1)
    .map(([name, values]) => `${name}: sent ${values.length} times`);
}
