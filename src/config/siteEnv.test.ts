import {describe, expect, it} from 'vitest';
import {createHash} from 'node:crypto';
import {readSiteEnv, siteEnvDefaults} from './siteEnv';

const sha384 = `sha384-${createHash('sha384').update('script').digest('base64')}`;

describe('readSiteEnv', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(readSiteEnv({})).toEqual(siteEnvDefaults);
  });

  it.each([
    {
      name: 'trims and strips trailing slashes',
      input: {SITE_URL: ' https://docs.example.org/ ', DASHBOARD_URL: 'https://dash.example.org/'},
      expected: {siteUrl: 'https://docs.example.org', dashboardUrl: 'https://dash.example.org'},
    },
    {
      name: 'keeps an auth host origin with a port',
      input: {AUTH_HOST: 'http://127.0.0.1:3001'},
      expected: {authHost: 'http://127.0.0.1:3001'},
    },
    {
      name: 'an empty auth host means same origin',
      input: {AUTH_HOST: '  '},
      expected: {authHost: ''},
    },
    {
      name: 'an empty analytics URL disables analytics',
      input: {ANALYTICS_SCRIPT_URL: ''},
      expected: {analyticsScriptUrl: ''},
    },
    {
      name: 'an empty SITE_URL falls back to the default',
      input: {SITE_URL: ''},
      expected: {siteUrl: siteEnvDefaults.siteUrl},
    },
    {
      name: 'analytics events go to /api/event on the script’s origin by default',
      input: {ANALYTICS_SCRIPT_URL: 'https://stats.example.org:8443/js/s.js?v=2'},
      expected: {analyticsEventUrl: 'https://stats.example.org:8443/api/event'},
    },
    {
      name: 'an event URL of its own',
      input: {ANALYTICS_EVENT_URL: ' https://events.example.org/e '},
      expected: {analyticsEventUrl: 'https://events.example.org/e'},
    },
    {
      name: 'no event URL without analytics',
      input: {ANALYTICS_SCRIPT_URL: ''},
      expected: {analyticsEventUrl: ''},
    },
    {
      name: 'an integrity pin, spaces between hashes normalised',
      input: {ANALYTICS_SCRIPT_INTEGRITY: ` ${sha384}   ${sha384} `},
      expected: {analyticsScriptIntegrity: `${sha384} ${sha384}`},
    },
    {
      name: 'a CSP report endpoint',
      input: {CSP_REPORT_URI: 'https://reports.example.org/csp?site=docs'},
      expected: {cspReportUri: 'https://reports.example.org/csp?site=docs'},
    },
    {
      name: 'a CSP report endpoint on this machine, for tests',
      input: {CSP_REPORT_URI: 'http://127.0.0.1:43102/csp'},
      expected: {cspReportUri: 'http://127.0.0.1:43102/csp'},
    },
    {
      name: 'empty optional settings are off',
      input: {ANALYTICS_EVENT_URL: '', ANALYTICS_SCRIPT_INTEGRITY: ' ', CSP_REPORT_URI: ''},
      expected: {
        analyticsEventUrl: siteEnvDefaults.analyticsEventUrl,
        analyticsScriptIntegrity: '',
        cspReportUri: '',
      },
    },
  ])('$name', ({input, expected}) => {
    expect(readSiteEnv(input)).toMatchObject(expected);
  });

  it.each([
    {name: 'relative auth host', input: {AUTH_HOST: '/api'}, message: /AUTH_HOST/},
    {
      name: 'auth host with a path',
      input: {AUTH_HOST: 'https://a.example/x'},
      message: /AUTH_HOST/,
    },
    {
      name: 'javascript dashboard',
      input: {DASHBOARD_URL: 'javascript:alert(1)'},
      message: /DASHBOARD_URL/,
    },
    {name: 'garbage site url', input: {SITE_URL: 'not a url'}, message: /SITE_URL/},
    {
      name: 'ftp analytics',
      input: {ANALYTICS_SCRIPT_URL: 'ftp://x.example/a.js'},
      message: /ANALYTICS/,
    },
    {
      name: 'an analytics script path that would break the policy',
      input: {ANALYTICS_SCRIPT_URL: "https://x.example/a;b'.js"},
      message: /ANALYTICS_SCRIPT_URL/,
    },
    {
      name: 'an event URL that is a whole origin',
      input: {ANALYTICS_EVENT_URL: 'https://events.example.org'},
      message: /ANALYTICS_EVENT_URL/,
    },
    {
      name: 'an event URL that is a folder',
      input: {ANALYTICS_EVENT_URL: 'https://events.example.org/api/'},
      message: /ANALYTICS_EVENT_URL/,
    },
    {
      name: 'an event URL with a query',
      input: {ANALYTICS_EVENT_URL: 'https://events.example.org/e?x=1'},
      message: /ANALYTICS_EVENT_URL/,
    },
    {
      name: 'an event URL without analytics',
      input: {ANALYTICS_SCRIPT_URL: '', ANALYTICS_EVENT_URL: 'https://e.example.org/e'},
      message: /ANALYTICS_EVENT_URL is set but ANALYTICS_SCRIPT_URL is empty/,
    },
    {
      name: 'an integrity value that is not a hash',
      input: {ANALYTICS_SCRIPT_INTEGRITY: 'sha384-abc'},
      message: /ANALYTICS_SCRIPT_INTEGRITY must be Subresource Integrity metadata/,
    },
    {
      name: 'an integrity pin without analytics',
      input: {ANALYTICS_SCRIPT_URL: '', ANALYTICS_SCRIPT_INTEGRITY: sha384},
      message: /ANALYTICS_SCRIPT_INTEGRITY/,
    },
    {
      name: 'a relative report URI',
      input: {CSP_REPORT_URI: '/csp-reports'},
      message: /CSP_REPORT_URI/,
    },
    {
      name: 'a plain-http report URI to another machine',
      input: {CSP_REPORT_URI: 'http://reports.example.org/csp'},
      message: /CSP_REPORT_URI must be an https URL/,
    },
    {
      name: 'a report URI that would end the policy',
      input: {CSP_REPORT_URI: 'https://reports.example.org/a;script-src*'},
      message: /CSP_REPORT_URI/,
    },
  ])('rejects $name', ({input, message}) => {
    expect(() => readSiteEnv(input)).toThrow(message);
  });
});
