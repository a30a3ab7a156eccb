import React, {useContext, useEffect, useState, type ReactNode} from 'react';
import {useSiteEnv} from './useSiteEnv';
import {anonymousSession, fetchSession, type SessionState} from './fetchSession';

const Context = React.createContext<SessionState | undefined>(undefined);

function useContextValue(): SessionState {
  const {authHost} = useSiteEnv();
  // Anonymous on the server and on the first client render, so hydration always matches.
  const [session, setSession] = useState<SessionState>(anonymousSession);
  useEffect(() => {
    let current = true;
    void fetchSession({authHost, fetch: window.fetch.bind(window)}).then((next) => {
      if (current) setSession(next);
    });
    return () => {
      current = false;
    };
  }, [authHost]);
  return session;
}

/** Asks the dashboard once per page load who the visitor is, and shares the answer. */
export function SessionProvider({children}: {children: ReactNode}): ReactNode {
  const value = useContextValue();
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/**
 * The visitor's session: `loggedIn`, and their `sitekey` and `secretkey`
 * (null while anonymous; `sitekey` also null for an account without sites).
 * The state lives in memory only.
 */
export function useSession(): SessionState {
  const context = useContext(Context);
  if (context === undefined) {
    throw new Error(
      'useSession() was called outside <SessionProvider>: it is mounted in src/theme/Root.tsx',
    );
  }
  return context;
}
