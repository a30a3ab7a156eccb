import {
  contentSecurityPolicy,
  permissionsPolicy,
  reportingEndpoints,
  type PolicyEnv,
} from './contentSecurityPolicy';
import {nginxString} from './template';

export interface SiteHeader {
  name: string;
  value: string;
  /** A comment in the rendered config. */
  why?: string;
}

/** The headers of every response; those whose value depends on the response are in the template. */
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

export function headerVariable(name: string): string {
  return `$bramble_header_${name.toLowerCase().replace(/-/g, '_')}`;
}

/** The `http`-level maps that hold the headers' values (why empty for a 416: the template). */
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

export function renderAddHeaders(headers: readonly SiteHeader[]): string {
  return headers.map(({name}) => `add_header ${name} ${headerVariable(name)} always;`).join('\n');
}
