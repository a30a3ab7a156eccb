import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import SitePicker from '@site/src/components/SitePicker';
import {useSession} from '@site/src/session/SessionProvider';
import {useLogoutUrl} from '@site/src/session/usePageUrl';
import {useSiteEnv} from '@site/src/session/useSiteEnv';
import styles from './styles.module.css';

interface Props {
  /** Drawn in the mobile menu (a plain list) rather than the desktop bar (a disclosure). */
  mobile?: boolean;
  className?: string;
}

/** The account's email, or a name for it when the dashboard gave none. */
function accountName(email: string | null): string {
  return (
    email ??
    translate({
      id: 'accountMenu.noEmail',
      message: 'Your account',
      description: 'Names the account when the dashboard gave no email',
    })
  );
}

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

/** The account in the mobile menu: who is logged in, the site picker, and the two links. */
function MobileAccount({className}: {className?: string}): ReactNode {
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

/**
 * The logged-in visitor's account in the navbar, where Login was: their email on a button that
 * opens a small panel (a disclosure, like the navbar's own dropdowns) with the site picker, the
 * dashboard link and Log out. Escape, a click or focus elsewhere, and navigation close it.
 */
export default function AccountMenu({mobile = false, className}: Props): ReactNode {
  const {email} = useSession();
  const {pathname} = useLocation();
  // The page the panel was opened on: navigating elsewhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      setOpenOn(null);
    };
    const events = ['mousedown', 'touchstart', 'focusin'];
    for (const event of events) document.addEventListener(event, closeIfOutside);
    return () => {
      for (const event of events) document.removeEventListener(event, closeIfOutside);
    };
  }, [open]);

  if (mobile) return <MobileAccount className={className} />;

  return (
    <div
      ref={root}
      data-session-item=""
      className={clsx(
        'navbar__item',
        'dropdown',
        'dropdown--right',
        open && 'dropdown--show',
        styles.account,
        className,
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpenOn(null);
          button.current?.focus();
        }
      }}>
      <button
        ref={button}
        type="button"
        className={clsx('navbar__link', styles.button)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={translate(
          {
            id: 'accountMenu.button.label',
            message: 'Account: {account}',
            description: "The navbar account button's name; {account} is the email it shows",
          },
          {account: accountName(email)},
        )}
        onClick={() => setOpenOn(open ? null : pathname)}>
        <span className={styles.email} title={email ?? undefined}>
          {accountName(email)}
        </span>
      </button>
      <div id={panelId} className={clsx('dropdown__menu', styles.panel)}>
        <LoggedInAs email={email} />
        <SitePicker className={styles.picker} />
        <ul className={styles.links}>
          <MenuLinks linkClassName="dropdown__link" />
        </ul>
      </div>
    </div>
  );
}
