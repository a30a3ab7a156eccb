/** The part of `window.docusaurus` this site changes. */
export interface DocusaurusClientApi {
  prefetch(routePath: string): false | Promise<unknown>;
  preload(routePath: string): false | Promise<unknown>;
}

const noPrefetch = (): false => false;

/**
 * Without viewport prefetching, which fetched the code of every link in view while the page was
 * still hydrating. `preload`, on pointing, touch or focus, still loads it ahead of the click.
 */
export function prefetchOnIntent(api: DocusaurusClientApi): DocusaurusClientApi {
  return Object.freeze({...api, prefetch: noPrefetch});
}
