import type {BuildEnv} from '../../src/config/siteEnv';

export type PolicyEnv = Pick<
  BuildEnv,
  'authHost' | 'analyticsScriptUrl' | 'analyticsEventUrl' | 'cspReportUri'
>;

/** The group `report-to` names; the Reporting-Endpoints header defines it. */
const cspReportGroup = 'csp';

/**
 * Styles keep `'unsafe-inline'`: React, Mermaid and CodeMirror set styles inline, and a style
 * cannot run code. The analytics script sees secret keys, so it may send to its event URL only.
 */
export function contentSecurityPolicy(env: PolicyEnv, scriptHashes: readonly string[]): string {
  const analyticsScript = env.analyticsScriptUrl === '' ? [] : [urlSource(env.analyticsScriptUrl)];
  const authHost = env.authHost === '' ? [] : [env.authHost];
  // An origin allowed whole already covers the event URL.
  const analyticsEvents =
    env.analyticsEventUrl === '' || authHost.includes(new URL(env.analyticsEventUrl).origin)
      ? []
      : [env.analyticsEventUrl];
  // report-uri for browsers without the Reporting API; those with it use report-to alone.
  const reporting: [string, ...string[]][] =
    env.cspReportUri === ''
      ? []
      : [
          ['report-uri', env.cspReportUri],
          ['report-to', cspReportGroup],
        ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...analyticsScript],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...authHost, ...analyticsEvents],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...reporting,
  ];
  return directives.map((sources) => sources.join(' ')).join('; ');
}

export function reportingEndpoints(env: Pick<PolicyEnv, 'cspReportUri'>): string | undefined {
  return env.cspReportUri === '' ? undefined : `${cspReportGroup}="${env.cspReportUri}"`;
}

/** A URL as a CSP source, matching that one path (a source cannot hold a query). */
function urlSource(url: string): string {
  const {origin, pathname} = new URL(url);
  return origin + pathname;
}

/**
 * Browser features the site never uses. Only names Chromium knows: an unknown one is logged as an
 * error on every page. The clipboard keeps its default (this origin), for the copy buttons.
 */
export const deniedFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export function permissionsPolicy(): string {
  return deniedFeatures.map((feature) => `${feature}=()`).join(', ');
}
