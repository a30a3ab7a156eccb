/**
 * The dashboard's login page, told to send the visitor back to `pageUrl`
 * (an absolute URL, query and hash included) once logged in.
 */
export function loginUrl(dashboardUrl: string, pageUrl: string): string {
  return `${dashboardUrl.replace(/\/+$/, '')}/login?backurl=${encodeURIComponent(pageUrl)}`;
}

/**
 * The dashboard's logout address, told to send the visitor back to `pageUrl` once the
 * session has ended.
 */
export function logoutUrl(dashboardUrl: string, pageUrl: string): string {
  return `${dashboardUrl.replace(/\/+$/, '')}/logout?backurl=${encodeURIComponent(pageUrl)}`;
}

/** The absolute URL of a page from its origin and the router's location parts. */
export function absolutePageUrl(
  origin: string,
  location: {pathname: string; search?: string; hash?: string},
): string {
  return (
    origin.replace(/\/+$/, '') + location.pathname + (location.search ?? '') + (location.hash ?? '')
  );
}
