import React, {type ReactNode} from 'react';
import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';
import type DefaultNavbarItemType from '@theme/NavbarItem/DefaultNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof DefaultNavbarItemType>;

// Works around Docusaurus 3.10 (theme-classic NavbarNavLink): activeBaseRegex is matched during
// render, and the not-found page is server-rendered once for /404.html; React 19 keeps server
// attributes on hydration, so Docs kept the active class of /404.html on every unknown path.
// Remounting once in the browser matches the real URL. Remove once upstream computes the active
// state after hydration; the pages spec's enterprise-path test fails without it.
export default function DefaultNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const key = props.activeBaseRegex && isBrowser ? 'browser' : 'server';
  return <DefaultNavbarItem key={key} {...props} />;
}
