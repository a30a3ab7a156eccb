/** Build-time settings a deployment changes (see design.md, "Configuration contract"). */
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

export const siteEnvDefaults: SiteEnv = {
  siteUrl: 'https://docs.bramble.example',
  authHost: '',
  dashboardUrl: 'https://dashboard.bramble.example',
  analyticsScriptUrl: 'https://analytics.bramble.example/js/script.js',
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

function setting(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value === undefined ? fallback : value;
}

/** Reads and validates the deployment settings; unset variables take their defaults. */
export function readSiteEnv(env: Env): SiteEnv {
  const siteUrl = setting(env, 'SITE_URL', siteEnvDefaults.siteUrl);
  const authHost = setting(env, 'AUTH_HOST', siteEnvDefaults.authHost);
  const dashboardUrl = setting(env, 'DASHBOARD_URL', siteEnvDefaults.dashboardUrl);
  const analytics = setting(env, 'ANALYTICS_SCRIPT_URL', siteEnvDefaults.analyticsScriptUrl);
  return {
    siteUrl: origin('SITE_URL', siteUrl || siteEnvDefaults.siteUrl),
    authHost: authHost === '' ? '' : origin('AUTH_HOST', authHost),
    dashboardUrl: absoluteUrl('DASHBOARD_URL', dashboardUrl || siteEnvDefaults.dashboardUrl),
    analyticsScriptUrl: analytics === '' ? '' : absoluteUrl('ANALYTICS_SCRIPT_URL', analytics),
  };
}
