import {
  contentSecurityPolicy,
  permissionsPolicy,
  reportingEndpoints,
  type PolicyEnv,
} from './contentSecurityPolicy';
import {insideNginxQuotes, insideNginxSingleQuotes} from './template';

/** A header the site adds to every response, with the same value on each. */
export interface SiteHeader {
  name: string;
  value: string;
  /** Why it has this value, where the name does not say (a comment in the rendered config). */
  why?: string;
}

/**
 * The headers of every response, errors and redirects included, for one build's policy.
 * Cache-Control and Allow are not here: their values depend on the response (the maps of
 * bramble-docs-http.conf.template).
 */
export function siteHeaders(env: PolicyEnv, scriptHashes: readonly string[]): SiteHeader[] {
  const endpoints = reportingEndpoints(env);
  return [
    {name: 'Content-Security-Policy', value: contentSecurityPolicy(env, scriptHashes)},
    ...(endpoints === undefined ? [] : [{name: 'Reporting-Endpoints', value: endpoints}]),
    {name: 'X-Content-Type-Options', value: 'nosniff'},
    {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'},
    {name: 'Permissions-Policy', value: permissionsPolicy()},
    {name: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
    {
      name: 'Cross-Origin-Resource-Policy',
      value: 'same-origin',
      why: "Nothing on other sites embeds the docs' files; LLM tools read llms.txt and the Markdown twins from a server or with CORS, which this does not govern.",
    },
    {name: 'X-Frame-Options', value: 'DENY'},
  ];
}

/** The nginx variable that holds a header's value: `$bramble_header_x_frame_options`. */
export function headerVariable(name: string): string {
  return `$bramble_header_${name.toLowerCase().replace(/-/g, '_')}`;
}

/** A value as one nginx argument: in double quotes, or in single quotes when it holds some. */
function nginxString(value: string): string {
  return value.includes('"')
    ? `'${insideNginxSingleQuotes(value)}'`
    : `"${insideNginxQuotes(value)}"`;
}

/**
 * The `http`-level maps that hold the headers' values. Each is empty for a 416, which
 * passes nginx's header filters twice: the range filter turns the file's answer into a 416
 * after add_header has run, keeps the headers set so far, and sends them through the filters
 * again. `volatile`, so the second pass reads the status again instead of the value cached
 * by the first.
 */
export function renderHeaderMaps(headers: readonly SiteHeader[]): string {
  return headers
    .map(({name, value, why}) =>
      [
        ...(why ? [`# ${why}`] : []),
        `map $status ${headerVariable(name)} {`,
        '  volatile;',
        `  default ${nginxString(value)};`,
        '  416 "";',
        '}',
      ].join('\n'),
    )
    .join('\n');
}

/** The server's add_header lines, one per header, reading the maps above. */
export function renderAddHeaders(headers: readonly SiteHeader[]): string {
  return headers.map(({name}) => `add_header ${name} ${headerVariable(name)} always;`).join('\n');
}
