import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSession} from '@site/src/session/SessionProvider';
import {useLoginUrl} from '@site/src/session/useLoginUrl';
import styles from './styles.module.css';

// The picker shows only once a session exists, never in the server's HTML: its code and
// styles come with the session, not with every page (the account menu loads it the same way).
const SitePicker = lazy(() => import('@site/src/components/SitePicker'));

/**
 * A note beside the keys: logged-in visitors are reminded that the keys are theirs and the
 * secret is private, and pick which site's key the examples show; anonymous ones learn how to
 * see their keys. Both states share one grid cell, and the site line is one line high in every
 * state, so the box keeps its size when the session arrives and nothing below it moves.
 */
export default function KeysNotice(): ReactNode {
  const {loggedIn} = useSession();
  const loginHref = useLoginUrl();
  return (
    <aside className={clsx('alert', loggedIn ? 'alert--success' : 'alert--info', styles.notice)}>
      <div className={clsx(styles.layer, loggedIn || styles.hidden)} aria-hidden={!loggedIn}>
        <p className={styles.message}>
          <Translate
            id="keysNotice.loggedIn"
            description="Shown near the keys to a logged-in visitor">
            These are your own keys from the Bramble dashboard. Keep the secret key private: use it
            only on your server, never in a page, an app or a public repository.
          </Translate>
        </p>
        {/* Holds the line's height before the session arrives; the picker fills it after. */}
        <div className={styles.siteLine}>
          {loggedIn && (
            <Suspense fallback={null}>
              <SitePicker />
            </Suspense>
          )}
        </div>
      </div>
      <p
        className={clsx(styles.layer, styles.message, styles.anonymous, loggedIn && styles.hidden)}
        aria-hidden={loggedIn}>
        <Translate
          id="keysNotice.anonymous"
          description="Shown near the keys to an anonymous visitor; {login} is a link"
          values={{
            login: (
              <Link href={loginHref} target="_self">
                <Translate id="keysNotice.anonymous.login" description="The link text in the hint">
                  Log in to the dashboard
                </Translate>
              </Link>
            ),
          }}>
          {'{login} and the examples on this site will show your own site key and secret key.'}
        </Translate>
      </p>
    </aside>
  );
}
