/** The part of `window.docusaurus` (Docusaurus's public client API) this site changes. */
export interface DocusaurusClientApi {
  prefetch(routePath: string): false | Promise<unknown>;
  preload(routePath: string): false | Promise<unknown>;
}

const noPrefetch = (): false => false;

/**
 * The client API with viewport prefetching turned off. Docusaurus's `Link` calls `prefetch` for
 * every link that scrolls into view (on a docs page: the navbar, pagination, footer and every
 * link in the text), fetching the code of pages the reader may never open while the page they
 * did open is still hydrating. `preload`, which `Link` calls when a link is pointed at, touched
 * or focused, still loads the next page's code ahead of the click.
 */
export function prefetchOnIntent(api: DocusaurusClientApi): DocusaurusClientApi {
  return Object.freeze({...api, prefetch: noPrefetch});
}
