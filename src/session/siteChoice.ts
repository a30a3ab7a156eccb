import {isSiteKey} from './keys';

/**
 * Which site's key the samples show: the stored choice when the account still has that site,
 * otherwise the first site (the spec's default), or null for an account without sites.
 * A stale choice falls back silently.
 */
export function chooseSitekey(
  sites: readonly {sitekey: string}[],
  stored: string | null,
): string | null {
  if (stored !== null && sites.some((site) => site.sitekey === stored)) return stored;
  return sites[0]?.sitekey ?? null;
}

/** Where the chosen site key is kept: the one thing about the session the browser stores. */
export const siteChoiceStorageKey = 'bramble.docs.chosenSitekey';

/** The part of the Web Storage API the choice needs (a fake in tests). */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A small external store for the chosen site key, for `useSyncExternalStore`. */
export interface SiteChoiceStore {
  /** The stored site key, or null (nothing stored, storage unreadable, or not a key). */
  get(): string | null;
  /** Remembers a choice (a public site key, never anything else) and tells subscribers. */
  set(sitekey: string): void;
  /** Calls `onChange` when the choice changes, in this tab or another. */
  subscribe(onChange: () => void): () => void;
  /** To be called when another tab changed storage (`storage` events). */
  storageChanged(key: string | null): void;
}

/**
 * The choice store over a storage that may be missing or may throw (private modes, blocked
 * cookies): then the choice lives in memory for this page load and nothing breaks.
 */
export function createSiteChoiceStore(
  getStorage: () => ChoiceStorage | undefined,
): SiteChoiceStore {
  const listeners = new Set<() => void>();
  let loaded = false;
  let current: string | null = null;

  function readStorage(): string | null {
    try {
      const value = getStorage()?.getItem(siteChoiceStorageKey) ?? null;
      return isSiteKey(value) ? value : null;
    } catch {
      return null;
    }
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  return {
    get() {
      if (!loaded) {
        loaded = true;
        current = readStorage();
      }
      return current;
    },
    set(sitekey) {
      if (!isSiteKey(sitekey)) return;
      loaded = true;
      current = sitekey;
      try {
        getStorage()?.setItem(siteChoiceStorageKey, sitekey);
      } catch {
        // Storage full or refused: the choice still holds until the page is reloaded.
      }
      notify();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    storageChanged(key) {
      if (key !== null && key !== siteChoiceStorageKey) return;
      const next = readStorage();
      if (next === current && loaded) return;
      loaded = true;
      current = next;
      notify();
    },
  };
}
