import {describe, expect, it} from 'vitest';
import {absolutePageUrl, loginUrl, logoutUrl} from './loginUrl';

const dashboard = 'https://dashboard.bramble.example';

describe('loginUrl', () => {
  it.each([
    {
      name: 'home page',
      page: 'https://docs.bramble.example/',
      expected: `${dashboard}/login?backurl=https%3A%2F%2Fdocs.bramble.example%2F`,
    },
    {
      name: 'query string',
      page: 'https://docs.bramble.example/search?q=site%20key&ctx=x',
      expected: `${dashboard}/login?backurl=https%3A%2F%2Fdocs.bramble.example%2Fsearch%3Fq%3Dsite%2520key%26ctx%3Dx`,
    },
    {
      name: 'hash',
      page: 'https://docs.bramble.example/api#error-codes',
      expected: `${dashboard}/login?backurl=https%3A%2F%2Fdocs.bramble.example%2Fapi%23error-codes`,
    },
    {
      name: 'French page with query and hash',
      page: 'https://docs.bramble.example/fr/configuration?x=1#rendu',
      expected: `${dashboard}/login?backurl=https%3A%2F%2Fdocs.bramble.example%2Ffr%2Fconfiguration%3Fx%3D1%23rendu`,
    },
    {
      name: 'non-ASCII path as the browser gives it (already percent-encoded)',
      page: 'https://docs.bramble.example/fr/th%C3%A8mes',
      expected: `${dashboard}/login?backurl=https%3A%2F%2Fdocs.bramble.example%2Ffr%2Fth%25C3%25A8mes`,
    },
    {
      name: 'non-ASCII path as raw text',
      page: 'https://docs.bramble.example/fr/thèmes',
      expected: `${dashboard}/login?backurl=https%3A%2F%2Fdocs.bramble.example%2Ffr%2Fth%C3%A8mes`,
    },
    {
      name: 'local development ports',
      page: 'http://127.0.0.1:3000/switch',
      expected: `${dashboard}/login?backurl=http%3A%2F%2F127.0.0.1%3A3000%2Fswitch`,
    },
  ])('$name', ({page, expected}) => {
    expect(loginUrl(dashboard, page)).toBe(expected);
    // The dashboard reads back exactly the page it was given.
    expect(new URL(expected).searchParams.get('backurl')).toBe(page);
  });

  it('tolerates a trailing slash on the dashboard URL', () => {
    expect(loginUrl(`${dashboard}/`, 'https://d.example/')).toBe(
      `${dashboard}/login?backurl=https%3A%2F%2Fd.example%2F`,
    );
  });
});

describe('logoutUrl', () => {
  it.each([
    {
      name: 'French page with query and hash',
      page: 'https://docs.bramble.example/fr/configuration?x=1#rendu',
      expected: `${dashboard}/logout?backurl=https%3A%2F%2Fdocs.bramble.example%2Ffr%2Fconfiguration%3Fx%3D1%23rendu`,
    },
    {
      name: 'trailing slash on the dashboard URL',
      page: 'http://127.0.0.1:3000/api',
      dashboardUrl: `${dashboard}/`,
      expected: `${dashboard}/logout?backurl=http%3A%2F%2F127.0.0.1%3A3000%2Fapi`,
    },
  ])('$name', ({page, dashboardUrl = dashboard, expected}) => {
    expect(logoutUrl(dashboardUrl, page)).toBe(expected);
    expect(new URL(expected).searchParams.get('backurl')).toBe(page);
  });
});

describe('absolutePageUrl', () => {
  it.each([
    {name: 'path only', location: {pathname: '/api'}, expected: 'https://d.example/api'},
    {
      name: 'path, query and hash',
      location: {pathname: '/fr/faq', search: '?a=1', hash: '#b'},
      expected: 'https://d.example/fr/faq?a=1#b',
    },
  ])('$name', ({location, expected}) => {
    expect(absolutePageUrl('https://d.example/', location)).toBe(expected);
  });
});
