import {describe, expect, it} from 'vitest';
import {analyticsDomain, copyPageScriptPath, siteScripts} from './scripts';
import {readSiteEnv} from './siteEnv';

describe('analyticsDomain', () => {
  it.each([
    {
      name: 'the host of the default site',
      input: 'https://docs.bramble.example',
      expected: 'docs.bramble.example',
    },
    {name: 'keeps a port', input: 'http://127.0.0.1:8080', expected: '127.0.0.1:8080'},
    {
      name: 'drops the default port',
      input: 'https://docs.example.org:443',
      expected: 'docs.example.org',
    },
    {name: 'lower-cases the host', input: 'https://Docs.Example.ORG', expected: 'docs.example.org'},
  ])('$name', ({input, expected}) => {
    expect(analyticsDomain(input)).toBe(expected);
  });
});

describe('siteScripts', () => {
  it('defers the copy-page script and the analytics script tagged with the docs domain', () => {
    expect(siteScripts(readSiteEnv({SITE_URL: 'https://docs.example.org:8443'}))).toEqual([
      {src: copyPageScriptPath, defer: true},
      {
        src: 'https://analytics.bramble.example/js/script.js',
        defer: true,
        'data-domain': 'docs.example.org:8443',
      },
    ]);
  });

  it('leaves analytics out when ANALYTICS_SCRIPT_URL is empty', () => {
    expect(siteScripts(readSiteEnv({ANALYTICS_SCRIPT_URL: ''}))).toEqual([
      {src: copyPageScriptPath, defer: true},
    ]);
  });
});

describe('siteScripts with ANALYTICS_SCRIPT_INTEGRITY', () => {
  const pin = `sha384-${'A'.repeat(64)}`;

  it('pins the analytics script, fetched with CORS so the browser can check it', () => {
    const [, analytics] = siteScripts(readSiteEnv({ANALYTICS_SCRIPT_INTEGRITY: pin}));
    expect(analytics).toEqual({
      src: 'https://analytics.bramble.example/js/script.js',
      defer: true,
      'data-domain': 'docs.bramble.example',
      integrity: pin,
      crossorigin: 'anonymous',
    });
  });

  it('leaves both attributes out when it is not set', () => {
    const [, analytics] = siteScripts(readSiteEnv({}));
    expect(analytics).not.toHaveProperty('integrity');
    expect(analytics).not.toHaveProperty('crossorigin');
  });
});
