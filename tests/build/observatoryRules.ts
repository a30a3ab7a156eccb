/**
 * The header rules Mozilla's HTTP Observatory scores a site by, as checks. Where the Observatory
 * only lowers a score, this fails: the site means to pass every test on every answer.
 */

export interface ObservedResponse {
  url: string;
  status: number;
  /** By lower-case name; a header sent several times has several values. */
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
}

export interface ObservatoryOptions {
  /** Plain-http sources a test build's policy names (stand-ins on 127.0.0.1). */
  allowedInsecureSources?: readonly string[];
}

export interface RuleFailure {
  rule: string;
  reason: string;
}

/** HSTS must last at least six months (in seconds, as the Observatory counts them). */
const minimumHstsMaxAge = 15_768_000;

// Sources that allow (nearly) anything: a bare scheme or a wildcard.
const tooBroad = (source: string): boolean =>
  /^(https?|ftp|wss?):$/.test(source) || source.includes('*');

const privateReferrerPolicies = new Set([
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
]);

function values(response: ObservedResponse, name: string): string[] {
  const value = response.headers[name];
  return value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
}

function single(response: ObservedResponse, name: string): {value: string} | {problem: string} {
  const all = values(response, name);
  if (all.length === 0) return {problem: `no ${name} header`};
  if (all.length > 1) return {problem: `${name} sent ${all.length} times`};
  return {value: all[0]!.trim()};
}

export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    if (directives.has(name.toLowerCase())) throw new Error(`${name} appears twice`);
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function contentSecurityPolicy(response: ObservedResponse, options: ObservatoryOptions): string[] {
  const header = single(response, 'content-security-policy');
  if ('problem' in header) return [header.problem];
  let policy: Map<string, string[]>;
  try {
    policy = parsePolicy(header.value);
  } catch (error) {
    return [`the policy cannot be read: ${(error as Error).message}`];
  }
  const fallback = policy.get('default-src');
  const scripts = policy.get('script-src') ?? fallback ?? ['*'];
  const styles = policy.get('style-src') ?? fallback ?? ['*'];
  const problems: string[] = [];
  if (!fallback) problems.push('no default-src');
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", 'data:']) {
    if (scripts.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
  }
  if (scripts.some(tooBroad)) problems.push('script-src allows any host');
  if (styles.includes("'unsafe-eval'")) problems.push("style-src allows 'unsafe-eval'");
  if ((policy.get('object-src') ?? []).join(' ') !== "'none'") {
    problems.push("object-src is not 'none'");
  }
  const baseUri = policy.get('base-uri');
  if (!baseUri || baseUri.some((s) => tooBroad(s) || s === 'data:')) {
    problems.push('base-uri is missing or allows any URL');
  }
  const ancestors = policy.get('frame-ancestors');
  if (!ancestors || ancestors.some(tooBroad)) {
    problems.push('frame-ancestors is missing or allows any site');
  }
  if (new URL(response.url).protocol === 'https:') {
    const allowed = new Set(options.allowedInsecureSources ?? []);
    const insecure = [...policy.values()]
      .flat()
      .filter((s) => /^(http|ftp|ws):/i.test(s) && !allowed.has(s));
    if (insecure.length > 0) problems.push(`an https page allows plain ${insecure.join(', ')}`);
  }
  return problems;
}

function strictTransportSecurity(response: ObservedResponse): string[] {
  // Browsers ignore HSTS sent over plain http.
  if (new URL(response.url).protocol !== 'https:') return [];
  const header = single(response, 'strict-transport-security');
  if ('problem' in header) return [header.problem];
  const maxAge = /(?:^|;)\s*max-age="?(\d+)"?\s*(?:;|$)/i.exec(header.value)?.[1];
  if (maxAge === undefined) return ['HSTS has no max-age'];
  return Number(maxAge) >= minimumHstsMaxAge
    ? []
    : [`HSTS lasts ${maxAge} s, less than six months`];
}

/** A header that must be sent once, with one of `allowed` (lower case) as its value. */
const oneOf =
  (name: string, allowed: readonly string[]) =>
  (response: ObservedResponse): string[] => {
    const header = single(response, name);
    if ('problem' in header) return [header.problem];
    return allowed.includes(header.value.toLowerCase()) ? [] : [`${name}: ${header.value}`];
  };

function xFrameOptions(response: ObservedResponse): string[] {
  const frameOptions = values(response, 'x-frame-options');
  if (frameOptions.length === 1 && /^(deny|sameorigin)$/i.test(frameOptions[0]!.trim())) return [];
  // frame-ancestors does the same job; the policy's own rule checks it is not broad.
  const [policy = ''] = values(response, 'content-security-policy');
  return /(^|;)\s*frame-ancestors\s/i.test(policy)
    ? []
    : ['no X-Frame-Options DENY or SAMEORIGIN, and no frame-ancestors'];
}

function referrerPolicy(response: ObservedResponse): string[] {
  const header = single(response, 'referrer-policy');
  if ('problem' in header) return [header.problem];
  // The last policy a browser knows is the one it applies.
  const last = header.value
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .at(-1);
  return last && privateReferrerPolicies.has(last)
    ? []
    : [`Referrer-Policy ${header.value} sends the full URL elsewhere`];
}

function cookies(response: ObservedResponse): string[] {
  const overHttp = new URL(response.url).protocol !== 'https:';
  return values(response, 'set-cookie')
    .filter((cookie) => overHttp || !/;\s*secure\s*(;|$)/i.test(cookie))
    .map((cookie) => `cookie ${cookie.split('=')[0]} is not Secure or is set over http`);
}

const openerPolicy = oneOf('cross-origin-opener-policy', [
  'same-origin',
  'same-origin-allow-popups',
  'noopener-allow-popups',
]);
// It governs the window a document opens in: only documents need it.
const crossOriginOpenerPolicy = (response: ObservedResponse): string[] =>
  (values(response, 'content-type')[0] ?? '').startsWith('text/html') ? openerPolicy(response) : [];

function redirection(response: ObservedResponse): string[] {
  const asked = new URL(response.url);
  const [location] = values(response, 'location');
  const redirects = response.status >= 300 && response.status < 400 && location !== undefined;
  const target = redirects ? new URL(location, asked) : undefined;
  if (asked.protocol === 'https:') {
    return target?.protocol === 'http:' ? [`redirects from https to ${target.href}`] : [];
  }
  // A request refused before the server reads it (400, 414) cannot be redirected.
  if (response.status >= 400) return [];
  if (!target) return ['plain http does not redirect to https'];
  if (target.protocol !== 'https:' || target.hostname !== asked.hostname) {
    return [`plain http redirects to ${target.href}, not to https on the same host first`];
  }
  return [];
}

const rules: Readonly<
  Record<string, (response: ObservedResponse, options: ObservatoryOptions) => string[]>
> = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': strictTransportSecurity,
  'x-content-type-options': oneOf('x-content-type-options', ['nosniff']),
  'x-frame-options': xFrameOptions,
  'referrer-policy': referrerPolicy,
  cookies,
  'cross-origin-resource-policy': oneOf('cross-origin-resource-policy', [
    'same-origin',
    'same-site',
    'cross-origin',
  ]),
  'cross-origin-opener-policy': crossOriginOpenerPolicy,
  redirection,
};

export const observatoryRuleNames: readonly string[] = Object.keys(rules);

export function observatoryFailures(
  response: ObservedResponse,
  options: ObservatoryOptions = {},
): RuleFailure[] {
  return Object.entries(rules).flatMap(([rule, check]) =>
    check(response, options).map((reason) => ({rule, reason})),
  );
}
