import React, {Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSession} from '@site/src/session/SessionProvider';
import {useLoginUrl} from '@site/src/session/useLoginUrl';
import AccountMenu from './lazyAccountMenu';

interface Props {
  /** Set by the navbar when the item is drawn in the mobile menu. */
  mobile?: boolean;
  className?: string;
}

/**
 * The navbar's session item (`type: 'custom-login'`): the Login link for an anonymous visitor,
 * the account menu once logged in. It is the first right-hand item and the right-hand items
 * are right-aligned, so when one replaces the other nothing else in the navbar moves.
 */
export default function LoginNavbarItem({mobile = false, className}: Props): ReactNode {
  const {loggedIn} = useSession();
  const href = useLoginUrl();
  if (loggedIn) {
    return (
      <Suspense fallback={null}>
        <AccountMenu mobile={mobile} className={className} />
      </Suspense>
    );
  }
  const label = (
    <Translate id="navbar.login.label" description="The navbar link to the dashboard login page">
      Login
    </Translate>
  );
  // The dashboard is another site: without target _self, Link would open it in a new tab.
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={clsx('menu__link', className)} href={href} target="_self">
          {label}
        </Link>
      </li>
    );
  }
  return (
    <Link
      className={clsx('navbar__item', 'navbar__link', className)}
      href={href}
      target="_self"
      data-session-item="">
      {label}
    </Link>
  );
}
