import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSession} from '@site/src/session/SessionProvider';
import {useLoginUrl} from '@site/src/session/useLoginUrl';
import styles from './styles.module.css';

interface Props {
  /** Set by the navbar when the item is drawn in the mobile menu. */
  mobile?: boolean;
  className?: string;
}

/** The navbar's Login link (`type: 'custom-login'`), shown only to anonymous visitors. */
export default function LoginNavbarItem({mobile = false, className}: Props): ReactNode {
  const {loggedIn} = useSession();
  const href = useLoginUrl();
  const label = (
    <Translate id="navbar.login.label" description="The navbar link to the dashboard login page">
      Login
    </Translate>
  );
  if (loggedIn) {
    // On the desktop bar an invisible twin keeps the item's width, so nothing in the
    // navbar moves when the session arrives (no layout shift); the menu just drops it.
    return mobile ? null : (
      <span
        className={clsx('navbar__item', 'navbar__link', styles.reserved, className)}
        aria-hidden="true">
        {label}
      </span>
    );
  }
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
    <Link className={clsx('navbar__item', 'navbar__link', className)} href={href} target="_self">
      {label}
    </Link>
  );
}
