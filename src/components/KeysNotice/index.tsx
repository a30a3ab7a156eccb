import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSession} from '@site/src/session/SessionProvider';
import {useLoginUrl} from '@site/src/session/useLoginUrl';
import styles from './styles.module.css';

function LoggedInMessage(): ReactNode {
  return (
    <Translate id="keysNotice.loggedIn" description="Shown near the keys to a logged-in visitor">
      These are your own keys from the Bramble dashboard. Keep the secret key private: use it only
      on your server, never in a page, an app or a public repository.
    </Translate>
  );
}

function AnonymousMessage({loginHref}: {loginHref: string}): ReactNode {
  return (
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
  );
}

/**
 * A note beside the keys: logged-in visitors are reminded that the keys are
 * theirs and the secret is private; anonymous ones how to see their keys.
 * Both texts share one grid cell so the box keeps its size when the session
 * arrives and nothing below it moves.
 */
export default function KeysNotice(): ReactNode {
  const {loggedIn} = useSession();
  const loginHref = useLoginUrl();
  return (
    <aside className={clsx('alert', loggedIn ? 'alert--success' : 'alert--info', styles.notice)}>
      <p className={clsx(styles.message, loggedIn || styles.hidden)} aria-hidden={!loggedIn}>
        <LoggedInMessage />
      </p>
      <p className={clsx(styles.message, loggedIn && styles.hidden)} aria-hidden={loggedIn}>
        <AnonymousMessage loginHref={loginHref} />
      </p>
    </aside>
  );
}
