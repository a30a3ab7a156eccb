import {describe, expect, it} from 'vitest';
import {readSiteEnv, siteEnvDefaults} from './siteEnv';

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
  ])('rejects $name', ({input, message}) => {
    expect(() => readSiteEnv(input)).toThrow(message);
  });
});
