import React, {Suspense, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useSession} from '@site/src/session/SessionProvider';
import {accountName} from './accountName';
import AccountPanel, {MobileAccount} from './lazyAccountPanel';
import styles from './styles.module.css';

interface Props {
  /** Drawn in the mobile menu (a plain list) rather than the desktop bar (a disclosure). */
  mobile?: boolean;
  className?: string;
}

/**
 * The logged-in visitor's account in the navbar, where Login was: their email on a button that
 * opens a small panel (a disclosure, like the navbar's own dropdowns) with the site picker, the
 * dashboard link and Log out, whose code comes when the visitor reaches for the button. Escape, a
 * click or focus elsewhere, and navigation close it.
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
  // Pointing at, touching or focusing the button loads the panel's contents ahead of the click.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);

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

  if (mobile) {
    return (
      <Suspense fallback={null}>
        <MobileAccount className={className} />
      </Suspense>
    );
  }

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
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpenOn(open ? null : pathname);
        }}>
        <span className={styles.email} title={email ?? undefined}>
          {accountName(email)}
        </span>
      </button>
      <div id={panelId} className={clsx('dropdown__menu', styles.panel)}>
        {(wanted || open) && (
          <Suspense fallback={null}>
            <AccountPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
