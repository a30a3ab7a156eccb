import {useCallback, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import {useSiteEnv} from './useSiteEnv';
import {absolutePageUrl, loginUrl} from './loginUrl';

function subscribeToUrl(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

function currentUrl(): string {
  return window.location.href;
}

/**
 * The dashboard login URL that returns to this very page. The server render
 * and hydration use the route (React keeps server attributes on hydration),
 * then the browser's full URL, query and hash included, takes over.
 */
export function useLoginUrl(): string {
  const {siteUrl, dashboardUrl} = useSiteEnv();
  const {pathname} = useLocation();
  const routeUrl = useCallback(() => absolutePageUrl(siteUrl, {pathname}), [siteUrl, pathname]);
  const pageUrl = useSyncExternalStore(subscribeToUrl, currentUrl, routeUrl);
  return loginUrl(dashboardUrl, pageUrl);
}
