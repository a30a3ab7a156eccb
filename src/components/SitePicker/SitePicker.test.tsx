import React, {type ReactNode} from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import type {SessionState} from '@site/src/session/SessionProvider';
import SitePicker from '.';

let session: SessionState;
vi.mock('@site/src/session/SessionProvider', () => ({useSession: () => session}));
vi.mock('@docusaurus/Translate', () => ({
  default: ({children}: {children: ReactNode}) => <>{children}</>,
}));

const shop = {sitekey: 'c1f43851-3ef9-4e3b-a0a7-c6e04001438f', name: 'Analytical Engines shop'};
const blog = {sitekey: 'de74bf5e-4dfc-4c49-96ef-6a9722ccffa5', name: 'Notes on the Engine blog'};
const hostile = {
  sitekey: 'ee6994ae-1b92-4874-8943-37b4beddf6bc',
  name: '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>' + 'W'.repeat(130),
};

function loggedIn(sites: SessionState['sites'], sitekey = sites[0]?.sitekey ?? null): void {
  session = {
    loggedIn: true,
    sitekey,
    secretkey: '0x' + 'ab'.repeat(20),
    email: 'ada@bramble.example',
    sites,
    chooseSite: vi.fn(),
  };
}

beforeEach(() => {
  loggedIn([]);
});

describe('SitePicker', () => {
  it('is a labelled combobox of the site names for two or more sites, on the chosen one', () => {
    loggedIn([shop, blog], blog.sitekey);
    render(<SitePicker />);
    const picker = screen.getByRole('combobox', {name: /site/i});
    expect(picker).toHaveValue(blog.sitekey);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([shop.name, blog.name]);
    expect(picker).toHaveAttribute('title', blog.name);
  });

  it('chooses the picked site', () => {
    loggedIn([shop, blog]);
    render(<SitePicker />);
    fireEvent.change(screen.getByRole('combobox'), {target: {value: blog.sitekey}});
    expect(session.chooseSite).toHaveBeenCalledWith(blog.sitekey);
  });

  it('shows a hostile name as shortened text, the full name in the tooltip', () => {
    loggedIn([hostile, shop]);
    const {container} = render(<SitePicker />);
    expect(container.querySelector('img, script')).toBeNull();
    const option = screen.getAllByRole('option')[0]!;
    expect(option.textContent).toBe(hostile.name.slice(0, 31) + '…');
    expect(option).toHaveAttribute('title', hostile.name);
    expect(screen.getByRole('combobox')).toHaveAttribute('title', hostile.name);
  });

  it.each([
    {name: 'one site', sites: [shop], text: shop.name},
    {name: 'no site', sites: [], text: 'no site yet'},
  ])('is no combobox for $name: the line says which site, if any', ({sites, text}) => {
    loggedIn(sites);
    const {container} = render(<SitePicker />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(container).toHaveTextContent(`Keys for site${text}`);
  });

  it('renders nothing for an anonymous visitor', () => {
    session = {...session, loggedIn: false, sitekey: null, secretkey: null, email: null};
    const {container} = render(<SitePicker />);
    expect(container).toBeEmptyDOMElement();
  });
});
