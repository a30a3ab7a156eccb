import React, {
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {useSiteEnv} from './useSiteEnv';
import {anonymousSession, fetchSession, type FetchedSession} from './fetchSession';
import {chooseSitekey, createSiteChoiceStore, type SiteChoiceStore} from './siteChoice';

/** The visitor's session as every page, sample and control reads it. */
export interface SessionState extends FetchedSession {
  /**
   * The key the samples show: the chosen site's key (by default the first site's), or null
   * when anonymous or the account has no site.
   */
  sitekey: string | null;
  /** Makes a site of the account the one the samples show, and remembers it (its key only). */
  chooseSite: (sitekey: string) => void;
}

const Context = React.createContext<SessionState | undefined>(undefined);

function browserStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function useSiteChoiceStore(): SiteChoiceStore {
  const [store] = useState(() => createSiteChoiceStore(browserStorage));
  useEffect(() => {
    // Another tab's choice applies here too, at once.
    const onStorage = (event: StorageEvent) => store.storageChanged(event.key);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return store;
}

const noChoiceOnServer = (): null => null;

function useContextValue(): SessionState {
  const {authHost} = useSiteEnv();
  // Anonymous on the server and on the first client render, so hydration always matches.
  const [fetched, setFetched] = useState<FetchedSession>(anonymousSession);
  useEffect(() => {
    let current = true;
    void fetchSession({authHost, fetch: window.fetch.bind(window)}).then((next) => {
      if (current) setFetched(next);
    });
    return () => {
      current = false;
    };
  }, [authHost]);

  const store = useSiteChoiceStore();
  const stored = useSyncExternalStore(store.subscribe, store.get, noChoiceOnServer);
  const {loggedIn, secretkey, email, sites} = fetched;
  const sitekey = loggedIn ? chooseSitekey(sites, stored) : null;

  return useMemo(
    () => ({loggedIn, sitekey, secretkey, email, sites, chooseSite: store.set}),
    [loggedIn, sitekey, secretkey, email, sites, store],
  );
}

/**
 * Asks the dashboard once per page load who the visitor is, and shares the answer with the
 * site they chose. Only that choice (a public site key) is stored in the browser.
 */
export function SessionProvider({children}: {children: ReactNode}): ReactNode {
  const value = useContextValue();
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/**
 * The visitor's session: `loggedIn`, their `email`, `sites`, `secretkey`, and `sitekey`, the
 * key the samples show (the chosen site's); `chooseSite` changes it. Keys are null while
 * anonymous. The keys and the email live in memory only.
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
