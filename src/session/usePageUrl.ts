import {useCallback, useSyncExternalStore} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useLocation} from '@docusaurus/router';
import {useSiteEnv} from './useSiteEnv';
import {absolutePageUrl, loginUrl, logoutUrl} from './loginUrl';

function subscribeToUrl(onChange: () => void): () => void {
  for (const event of ['hashchange', 'popstate']) window.addEventListener(event, onChange);
  return () => {
    for (const event of ['hashchange', 'popstate']) window.removeEventListener(event, onChange);
  };
}

const currentUrl = (): string => window.location.href;

/**
 * The absolute URL of this very page, for the dashboard to send the visitor back to: the
 * browser's full URL, query and hash included. The server renders the route's URL. React keeps
 * server-rendered attributes on hydration, and the server's route is not always the browser's
 * (`404.html` is rendered once, as `/404`, for every missing path), so hydration renders an
 * empty URL that can never equal the browser's: the render that follows always writes the
 * real one.
 */
export function usePageUrl(): string {
  const {siteUrl} = useSiteEnv();
  const {pathname} = useLocation();
  const serverUrl = useCallback(
    () => (ExecutionEnvironment.canUseDOM ? '' : absolutePageUrl(siteUrl, {pathname})),
    [siteUrl, pathname],
  );
  return useSyncExternalStore(subscribeToUrl, currentUrl, serverUrl);
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
