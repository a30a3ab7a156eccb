import React, {type ReactElement, type ReactNode} from 'react';
import {act, fireEvent, render, screen, waitFor, type RenderResult} from '@testing-library/react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import type {SessionState} from '@site/src/session/SessionProvider';
import LoginNavbarItem from '@site/src/components/LoginNavbarItem';

let session: SessionState;
vi.mock('@site/src/session/SessionProvider', () => ({useSession: () => session}));
vi.mock('@docusaurus/Translate', () => ({
  default: ({children}: {children: ReactNode}) => <>{children}</>,
  translate: ({message}: {message: string}, values: Record<string, string> = {}) =>
    message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ''),
}));
vi.mock('@docusaurus/Link', () => ({
  // A plain anchor stands in for Link, whose real one needs the router.
  default: ({href, children, ...rest}: {href: string; children: ReactNode}) => (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/api'})}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {
      url: 'https://docs.example',
      customFields: {dashboardUrl: 'https://dash.example'},
    },
  }),
}));

const sites = [
  {sitekey: 'c1f43851-3ef9-4e3b-a0a7-c6e04001438f', name: 'Shop'},
  {sitekey: 'de74bf5e-4dfc-4c49-96ef-6a9722ccffa5', name: 'Blog'},
];

beforeEach(() => {
  window.history.replaceState(null, '', '/api?x=1#errors');
  session = {
    loggedIn: true,
    sitekey: sites[0]!.sitekey,
    secretkey: '0x' + 'ab'.repeat(20),
    email: 'ada@bramble.example',
    sites,
    chooseSite: vi.fn(),
  };
});

/** Renders the navbar item and waits for the account menu, whose code loads once logged in. */
async function renderLoggedIn(ui: ReactElement = <LoginNavbarItem />): Promise<RenderResult> {
  const result = render(ui);
  // The menu's code is a lazy import: on a busy machine it takes longer than waitFor's 1 s.
  await waitFor(() => expect(result.container.textContent).not.toBe(''), {timeout: 5000});
  return result;
}

const accountButton = () => screen.getByRole('button', {name: /ada@bramble\.example/});

describe('the navbar session item', () => {
  it('is the Login link for an anonymous visitor', () => {
    session = {...session, loggedIn: false, email: null, sites: [], sitekey: null};
    render(<LoginNavbarItem />);
    expect(screen.getByRole('link', {name: 'Login'})).toHaveAttribute(
      'href',
      `https://dash.example/login?backurl=${encodeURIComponent(window.location.href)}`,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a closed account button naming the email once logged in', async () => {
    await renderLoggedIn();
    expect(screen.queryByRole('link', {name: 'Login'})).toBeNull();
    expect(accountButton()).toHaveAccessibleName('Account: ada@bramble.example');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads the panel’s contents only once the visitor points at, touches or focuses the button', async () => {
    await renderLoggedIn();
    const panel = document.getElementById(accountButton().getAttribute('aria-controls')!)!;
    // Had the panel asked for its code, it would have it by now.
    await act(() => import('./AccountPanel'));
    expect(panel).toBeEmptyDOMElement();
    fireEvent.pointerEnter(accountButton());
    await waitFor(() => expect(panel).toHaveTextContent('Logged in as'), {timeout: 5000});
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a panel with the picker, the dashboard and Log out back to this page', async () => {
    await renderLoggedIn();
    fireEvent.click(accountButton());
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(accountButton().getAttribute('aria-controls')!)!;
    await waitFor(() => expect(panel).toHaveTextContent('Logged in as'), {timeout: 5000});
    expect(screen.getByRole('combobox', {name: /site/i})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Dashboard'})).toHaveAttribute(
      'href',
      'https://dash.example',
    );
    const logout = screen.getByRole('link', {name: 'Log out'});
    expect(logout).toHaveAttribute(
      'href',
      `https://dash.example/logout?backurl=${encodeURIComponent(window.location.href)}`,
    );
    expect(logout).toHaveAttribute('target', '_self');
  });

  it('closes on Escape, giving focus back to its button', async () => {
    await renderLoggedIn();
    fireEvent.click(accountButton());
    (await screen.findByRole('link', {name: 'Log out'}, {timeout: 5000})).focus();
    fireEvent.keyDown(screen.getByRole('link', {name: 'Log out'}), {key: 'Escape'});
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(accountButton()).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    await renderLoggedIn(
      <>
        <LoginNavbarItem />
        <p>elsewhere</p>
      </>,
    );
    fireEvent.click(accountButton());
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an email full of markup as text', async () => {
    session = {...session, email: '<img src=x onerror=alert(1)>@x.example'};
    const {container} = await renderLoggedIn();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button')).toHaveTextContent('<img src=x onerror=alert(1)>@x.example');
  });

  it('says "Your account" when the dashboard gave no email', async () => {
    session = {...session, email: null};
    await renderLoggedIn();
    expect(screen.getByRole('button')).toHaveAccessibleName('Account: Your account');
  });

  it('in the mobile menu lists the account, the picker and both links', async () => {
    await renderLoggedIn(
      <ul>
        <LoginNavbarItem mobile />
      </ul>,
    );
    expect(screen.getByText('ada@bramble.example')).toBeInTheDocument();
    expect(screen.getByRole('combobox', {name: /site/i})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Log out'})).toHaveAttribute('target', '_self');
    expect(screen.getByRole('link', {name: 'Dashboard'})).toBeInTheDocument();
  });
});
