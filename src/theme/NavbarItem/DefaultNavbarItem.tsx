import React, {type ReactNode} from 'react';
import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';
import type DefaultNavbarItemType from '@theme/NavbarItem/DefaultNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof DefaultNavbarItemType>;

// The 404 page is rendered for /404.html, and React keeps server attributes on hydration,
// so an activeBaseRegex item kept the active state of that path; remounting once in the
// browser recomputes it for the real URL (Docs must be inactive on /enterprise/...).
export default function DefaultNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const key = props.activeBaseRegex && isBrowser ? 'browser' : 'server';
  return <DefaultNavbarItem key={key} {...props} />;
}
