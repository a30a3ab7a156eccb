import {sitesPath, userPath} from '../src/session/fetchSession';
import {siteEnvDefaults} from '../src/config/siteEnv';

/**
 * Where the end-to-end run puts the stand-in dashboard. It is baked into the
 * test build (AUTH_HOST, DASHBOARD_URL are build-time), so its port is fixed;
 * the docs server takes any free port.
 */
export const testDashboardPort = Number(process.env.TEST_DASHBOARD_PORT ?? 43101);
export const testDashboardUrl = `http://127.0.0.1:${testDashboardPort}`;

/** The two session calls as the test build makes them. */
export const sessionCallUrls: readonly string[] = [userPath, sitesPath].map(
  (p) => testDashboardUrl + p,
);

/** The build log that the build-log spec reads. */
export const buildLogFile = 'build.log';

/**
 * The site URL and analytics script the test build bakes in (the documented
 * defaults, whatever the shell says). The analytics host does not exist: the
 * browser tests answer it with a stand-in script (see tests/e2e/fixtures.ts).
 */
export const testSiteUrl = siteEnvDefaults.siteUrl;
export const testAnalyticsScriptUrl = siteEnvDefaults.analyticsScriptUrl;
