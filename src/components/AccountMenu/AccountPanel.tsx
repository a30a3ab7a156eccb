import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SitePicker from '@site/src/components/SitePicker';
import {useSession} from '@site/src/session/SessionProvider';
import {useLogoutUrl} from '@site/src/session/usePageUrl';
import {useSiteEnv} from '@site/src/session/useSiteEnv';
import {accountName} from './accountName';
import styles from './styles.module.css';

function LoggedInAs({email}: {email: string | null}): ReactNode {
  return (
    <p className={styles.who}>
      <span className={styles.whoLabel}>
        <Translate id="accountMenu.loggedInAs" description="Above the email in the account menu">
          Logged in as
        </Translate>
      </span>
      <strong className={styles.whoEmail}>{accountName(email)}</strong>
    </p>
  );
}

function MenuLinks({
  linkClassName,
  itemClassName,
}: {
  linkClassName: string;
  itemClassName?: string;
}): ReactNode {
  const {dashboardUrl} = useSiteEnv();
  const logoutHref = useLogoutUrl();
  // The dashboard is another site: without target _self, Link would open it in a new tab.
  return (
    <>
      <li className={itemClassName}>
        <Link className={linkClassName} href={dashboardUrl} target="_self">
          <Translate id="accountMenu.dashboard" description="Account menu link to the dashboard">
            Dashboard
          </Translate>
        </Link>
      </li>
      <li className={itemClassName}>
        <Link className={linkClassName} href={logoutHref} target="_self" data-logout="">
          <Translate
            id="accountMenu.logout"
            description="Account menu link that ends the dashboard session">
            Log out
          </Translate>
        </Link>
      </li>
    </>
  );
}

/** What the desktop menu's panel holds: who is logged in, the site picker, and the two links. */
export default function AccountPanel(): ReactNode {
  const {email} = useSession();
  return (
    <>
      <LoggedInAs email={email} />
      <SitePicker className={styles.picker} />
      <ul className={styles.links}>
        <MenuLinks linkClassName="dropdown__link" />
      </ul>
    </>
  );
}

/** The account in the mobile menu: the same, as a plain list item. */
export function MobileAccount({className}: {className?: string}): ReactNode {
  const {email} = useSession();
  return (
    <li className={clsx('menu__list-item', styles.mobile, className)}>
      <LoggedInAs email={email} />
      <SitePicker className={styles.mobilePicker} />
      <ul className="menu__list">
        <MenuLinks linkClassName="menu__link" itemClassName="menu__list-item" />
      </ul>
    </li>
  );
}
