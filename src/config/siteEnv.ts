import {isIntegrityMetadata} from './subresourceIntegrity';

/** Build-time settings a deployment changes that pages read (see design.md, "Configuration contract"). */
export interface SiteEnv {
  /** Public origin of the docs, used for canonical URLs and the analytics domain. */
  siteUrl: string;
  /** Origin of the session calls; empty means the page's own origin. */
  authHost: string;
  /** Base URL of the dashboard; the Login link points at its /login page. */
  dashboardUrl: string;
  /** External deferred analytics script; empty disables it. */
  analyticsScriptUrl: string;
}

/**
 * Every build-time setting: what pages read, and what only the analytics tag and
 * the server's Content-Security-Policy use, which pages never need.
 */
export interface BuildEnv extends SiteEnv {
  /** The one URL the analytics script may send to; empty when analytics is off. */
  analyticsEventUrl: string;
  /** Subresource Integrity of the analytics script (`sha384-…`); empty leaves it unpinned. */
  analyticsScriptIntegrity: string;
  /** Where browsers report what the Content-Security-Policy blocked; empty sends no reports. */
  cspReportUri: string;
}

/** Where Plausible-style scripts post their events, on the script's own origin. */
const analyticsEventPath = '/api/event';

export const siteEnvDefaults: BuildEnv = {
  siteUrl: 'https://docs.bramble.example',
  authHost: '',
  dashboardUrl: 'https://dashboard.bramble.example',
  analyticsScriptUrl: 'https://analytics.bramble.example/js/script.js',
  analyticsEventUrl: `https://analytics.bramble.example${analyticsEventPath}`,
  analyticsScriptIntegrity: '',
  cspReportUri: '',
};

type Env = Readonly<Record<string, string | undefined>>;

// A typo in a deployment variable must stop the build, not ship a site that calls the wrong host.
function absoluteUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function origin(name: string, value: string): string {
  const url = new URL(absoluteUrl(name, value));
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} must be an origin without a path, got "${value}"`);
  }
  return url.origin;
}

// Characters that would end a source or a directive of the policy, or an nginx string, early.
function inPolicy(name: string, url: URL): string {
  if (/[;,'"\\$\s]/.test(url.href)) {
    throw new Error(`${name} cannot hold ; , ' " \\ $ or spaces, got "${url.href}"`);
  }
  return url.href;
}

/** A script URL as given; the policy names its origin and path, so those must fit in it. */
function scriptSource(name: string, value: string): string {
  const url = absoluteUrl(name, value);
  const {origin: scriptOrigin, pathname} = new URL(url);
  inPolicy(name, new URL(scriptOrigin + pathname));
  return url;
}

/** A URL the policy names whole: an endpoint, not a folder (a path ending in / allows all below it). */
function endpoint(name: string, value: string): string {
  absoluteUrl(name, value);
  const url = new URL(value);
  if (url.username || url.password || url.search || url.hash || url.pathname.endsWith('/')) {
    throw new Error(
      `${name} must be the URL of one endpoint, without a query, a fragment or a trailing slash, got "${value}"`,
    );
  }
  return inPolicy(name, url);
}

// Reports carry the pages' URLs: only over HTTPS, or to this machine in tests.
function reportUri(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute https URL, got "${value}"`);
  }
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1'))) {
    throw new Error(`${name} must be an https URL (http only on 127.0.0.1), got "${value}"`);
  }
  if (url.username || url.password || url.hash) {
    throw new Error(`${name} must have no credentials and no fragment, got "${value}"`);
  }
  return inPolicy(name, url);
}

function integrity(name: string, value: string): string {
  if (!isIntegrityMetadata(value)) {
    throw new Error(
      `${name} must be Subresource Integrity metadata such as "sha384-" followed by the base64 SHA-384 digest of the script, got "${value}"`,
    );
  }
  return value.split(/\s+/).join(' ');
}

function setting(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value === undefined ? fallback : value;
}

/** Reads and validates the deployment settings; unset variables take their defaults. */
export function readSiteEnv(env: Env): BuildEnv {
  const siteUrl = setting(env, 'SITE_URL', siteEnvDefaults.siteUrl);
  const authHost = setting(env, 'AUTH_HOST', siteEnvDefaults.authHost);
  const dashboardUrl = setting(env, 'DASHBOARD_URL', siteEnvDefaults.dashboardUrl);
  const analytics = setting(env, 'ANALYTICS_SCRIPT_URL', siteEnvDefaults.analyticsScriptUrl);
  const scriptUrl = analytics === '' ? '' : scriptSource('ANALYTICS_SCRIPT_URL', analytics);
  const analyticsOnly = (name: string): string => {
    const value = setting(env, name, '');
    // Only meaningful with analytics on: a stray one is a mistake, not something to ignore.
    if (value !== '' && scriptUrl === '') {
      throw new Error(`${name} is set but ANALYTICS_SCRIPT_URL is empty (analytics is off)`);
    }
    return value;
  };
  const eventUrl = analyticsOnly('ANALYTICS_EVENT_URL');
  const scriptIntegrity = analyticsOnly('ANALYTICS_SCRIPT_INTEGRITY');
  const cspReport = setting(env, 'CSP_REPORT_URI', '');
  return {
    siteUrl: origin('SITE_URL', siteUrl || siteEnvDefaults.siteUrl),
    authHost: authHost === '' ? '' : origin('AUTH_HOST', authHost),
    dashboardUrl: absoluteUrl('DASHBOARD_URL', dashboardUrl || siteEnvDefaults.dashboardUrl),
    analyticsScriptUrl: scriptUrl,
    analyticsEventUrl:
      scriptUrl === ''
        ? ''
        : endpoint('ANALYTICS_EVENT_URL', eventUrl || new URL(analyticsEventPath, scriptUrl).href),
    analyticsScriptIntegrity:
      scriptIntegrity === '' ? '' : integrity('ANALYTICS_SCRIPT_INTEGRITY', scriptIntegrity),
    cspReportUri: cspReport === '' ? '' : reportUri('CSP_REPORT_URI', cspReport),
  };
}
