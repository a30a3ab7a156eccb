import {usePageUrl} from '@site/src/session/usePageUrl';

/**
 * The address the visitor asked for, as the browser has it (still percent-encoded), once the
 * page runs; undefined before, because one `404.html` answers every missing address. The
 * browser's URL comes from the same hook as the Login link's `backurl`, which faces the same
 * problem (empty while hydrating, the route's URL on the server, where no effect reads this).
 */
export function useMissingPathname(): string | undefined {
  const pageUrl = usePageUrl();
  return pageUrl === '' ? undefined : new URL(pageUrl).pathname;
}
