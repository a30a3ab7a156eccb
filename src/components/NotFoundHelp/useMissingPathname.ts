import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The address the visitor asked for, as the browser has it (still percent-encoded), once the
 * page runs; undefined in the server render and the hydration render, because one
 * `404.html` answers every missing address. Read again after a client-side navigation to
 * another missing page.
 */
export function useMissingPathname(): string | undefined {
  // Subscribes to navigations; the router's own pathname is already decoded.
  useLocation();
  const isBrowser = useIsBrowser();
  return isBrowser ? window.location.pathname : undefined;
}
