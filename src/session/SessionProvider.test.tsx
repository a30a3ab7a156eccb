import React from 'react';
import {render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import SiteKey from '@site/src/components/SiteKey';
import SecretKey from '@site/src/components/SecretKey';
import {SessionProvider, useSession} from './SessionProvider';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {url: 'https://docs.example', customFields: {authHost: 'https://dash.example'}},
  }),
}));

const secret = '0x' + '1234abcd'.repeat(5);
const sitekey = '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13';

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json'},
  });
}

function stubFetch(user: unknown, sites: unknown): ReturnType<typeof vi.fn> {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(url.endsWith('/user') ? answer(user) : answer(sites)),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Keys(): React.ReactNode {
  return (
    <p>
      <SiteKey /> <SecretKey />
    </p>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('renders placeholders on the server, whatever the session', () => {
    stubFetch({secret}, {sites: [{sitekey}]});
    const html = renderToString(
      <SessionProvider>
        <Keys />
      </SessionProvider>,
    );
    expect(html).toContain('YOUR_SITE_KEY');
    expect(html).toContain('YOUR_SECRET_KEY');
    expect(html).not.toContain(secret);
  });

  it('swaps in the keys once both calls succeed, calling the configured auth host', async () => {
    const fetch = stubFetch({secret}, {sites: [{sitekey}]});
    render(
      <SessionProvider>
        <Keys />
      </SessionProvider>,
    );
    expect(screen.getByText('YOUR_SITE_KEY')).toBeInTheDocument();
    expect(await screen.findByText(secret)).toBeInTheDocument();
    expect(screen.getByText(sitekey)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://dash.example/user',
      'https://dash.example/dashboard/sitekey/page/1',
    ]);
  });

  it('keeps the site-key placeholder for an account without sites', async () => {
    stubFetch({secret}, {sites: []});
    render(
      <SessionProvider>
        <Keys />
      </SessionProvider>,
    );
    expect(await screen.findByText(secret)).toBeInTheDocument();
    expect(screen.getByText('YOUR_SITE_KEY')).toBeInTheDocument();
  });

  it('renders each key as a single text node, never as markup', async () => {
    stubFetch({secret}, {sites: [{sitekey}]});
    const {container} = render(
      <SessionProvider>
        <Keys />
      </SessionProvider>,
    );
    await screen.findByText(secret);
    const keys = [...container.querySelectorAll('code')];
    expect(
      keys.map((code) => [...code.childNodes].map((n) => [n.nodeType, n.textContent])),
    ).toEqual([[[Node.TEXT_NODE, sitekey]], [[Node.TEXT_NODE, secret]]]);
  });

  it('stores nothing in web storage', async () => {
    stubFetch({secret}, {sites: [{sitekey}]});
    render(
      <SessionProvider>
        <Keys />
      </SessionProvider>,
    );
    await screen.findByText(secret);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});

describe('useSession', () => {
  it('throws outside its provider', () => {
    function Orphan(): React.ReactNode {
      useSession();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/SessionProvider/);
  });
});
