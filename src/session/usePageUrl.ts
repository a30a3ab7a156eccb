import {useCallback, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import {useSiteEnv} from './useSiteEnv';
import {absolutePageUrl, loginUrl, logoutUrl} from './loginUrl';

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
 * The absolute URL of this very page, for the dashboard to send the visitor back to. The
 * server render and hydration use the route (React keeps server attributes on hydration),
 * then the browser's full URL, query and hash included, takes over.
 */
export function usePageUrl(): string {
  const {siteUrl} = useSiteEnv();
  const {pathname} = useLocation();
  const routeUrl = useCallback(() => absolutePageUrl(siteUrl, {pathname}), [siteUrl, pathname]);
  return useSyncExternalStore(subscribeToUrl, currentUrl, routeUrl);
}

/** The dashboard login URL that returns to this very page. */
export function useLoginUrl(): string {
  const {dashboardUrl} = useSiteEnv();
  return loginUrl(dashboardUrl, usePageUrl());
}

/** The dashboard logout URL that returns to this very page. */
export function useLogoutUrl(): string {
  const {dashboardUrl} = useSiteEnv();
  return logoutUrl(dashboardUrl, usePageUrl());
}
