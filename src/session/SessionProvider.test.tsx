import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import SiteKey from '@site/src/components/SiteKey';
import SecretKey from '@site/src/components/SecretKey';
import {SessionProvider, useSession} from './SessionProvider';
import {siteChoiceStorageKey} from './siteChoice';
import {useSubstituteKeys} from './useSubstituteKeys';

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
  localStorage.clear();
});

const sites = [
  {sitekey, name: 'Shop'},
  {sitekey: 'de74bf5e-4dfc-4c49-96ef-6a9722ccffa5', name: 'Blog'},
  {sitekey: 'ee6994ae-1b92-4874-8943-37b4beddf6bc', name: 'Forum'},
];
const blogKey = sites[1]!.sitekey;

/** Every place a key shows, and buttons that pick a site as the picker does. */
function Everything(): React.ReactNode {
  const session = useSession();
  const substitute = useSubstituteKeys();
  return (
    <>
      <Keys />
      <pre data-testid="code">{substitute('data-sitekey="YOUR_SITE_KEY"')}</pre>
      <output data-testid="email">{session.email}</output>
      {session.sites.map((site) => (
        <button key={site.sitekey} type="button" onClick={() => session.chooseSite(site.sitekey)}>
          {site.name}
        </button>
      ))}
    </>
  );
}

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

describe('the chosen site', () => {
  it('is the first site by default, and the email is shared', async () => {
    stubFetch({secret, email: 'ada@bramble.example'}, {sites});
    render(
      <SessionProvider>
        <Everything />
      </SessionProvider>,
    );
    expect(await screen.findByText(sitekey)).toBeInTheDocument();
    expect(screen.getByTestId('email')).toHaveTextContent('ada@bramble.example');
    expect(localStorage.length).toBe(0);
  });

  it('changes every key at once when picked, and only its key is stored', async () => {
    stubFetch({secret, email: 'ada@bramble.example'}, {sites});
    render(
      <SessionProvider>
        <Everything />
      </SessionProvider>,
    );
    await screen.findByText(sitekey);
    act(() => screen.getByRole('button', {name: 'Blog'}).click());
    expect(screen.getByText(blogKey)).toBeInTheDocument();
    expect(screen.getByTestId('code')).toHaveTextContent(`data-sitekey="${blogKey}"`);
    expect(screen.queryByText(sitekey)).not.toBeInTheDocument();
    expect({...localStorage}).toEqual({[siteChoiceStorageKey]: blogKey});
    expect(sessionStorage.length).toBe(0);
  });

  it('is read back from storage, with no flash of the first site', async () => {
    localStorage.setItem(siteChoiceStorageKey, blogKey);
    stubFetch({secret}, {sites});
    const seen: string[] = [];
    function Spy(): React.ReactNode {
      const {sitekey: shown} = useSession();
      if (shown !== null) seen.push(shown);
      return null;
    }
    render(
      <SessionProvider>
        <Everything />
        <Spy />
      </SessionProvider>,
    );
    expect(await screen.findByText(blogKey)).toBeInTheDocument();
    expect(new Set(seen)).toEqual(new Set([blogKey]));
  });

  it('falls back to the first site, silently, when the stored one is gone', async () => {
    localStorage.setItem(siteChoiceStorageKey, '00000000-0000-0000-0000-000000000000');
    stubFetch({secret}, {sites});
    const error = vi.spyOn(console, 'error');
    render(
      <SessionProvider>
        <Everything />
      </SessionProvider>,
    );
    expect(await screen.findByText(sitekey)).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('follows a choice made in another tab', async () => {
    stubFetch({secret}, {sites});
    render(
      <SessionProvider>
        <Everything />
      </SessionProvider>,
    );
    await screen.findByText(sitekey);
    act(() => {
      localStorage.setItem(siteChoiceStorageKey, blogKey);
      window.dispatchEvent(new StorageEvent('storage', {key: siteChoiceStorageKey}));
    });
    expect(screen.getByText(blogKey)).toBeInTheDocument();
  });

  it('is ignored while anonymous', async () => {
    localStorage.setItem(siteChoiceStorageKey, blogKey);
    const fetch = vi.fn(() => Promise.resolve(answer({error: 'unauthorized'}, 401)));
    vi.stubGlobal('fetch', fetch);
    render(
      <SessionProvider>
        <Everything />
      </SessionProvider>,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.getByText('YOUR_SITE_KEY')).toBeInTheDocument();
    expect(screen.queryByText(blogKey)).not.toBeInTheDocument();
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
