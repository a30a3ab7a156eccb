import type {BuildEnv} from './siteEnv';

/** The local script that gives the Copy page control its behaviour (`static/js/copy-page.js`). */
export const copyPageScriptPath = '/js/copy-page.js';

/** A `<script>` Docusaurus adds to the head of every page. */
export type HeadScript = {
  src: string;
  defer: true;
  'data-domain'?: string;
  integrity?: string;
  crossorigin?: 'anonymous';
};

/**
 * The domain the analytics counts page views under: the host of `SITE_URL`,
 * with its port when it has one (`docs.example.org`, `127.0.0.1:8080`).
 */
export function analyticsDomain(siteUrl: string): string {
  return new URL(siteUrl).host;
}

/**
 * The site's two deferred scripts (spec section 1): the local copy-page script,
 * and the external analytics script tagged with the docs domain, left out when
 * `ANALYTICS_SCRIPT_URL` is empty. Both are `defer`: neither delays rendering.
 * With `ANALYTICS_SCRIPT_INTEGRITY`, the browser runs the analytics script only
 * if its bytes match the pin; checking needs a CORS fetch, hence `crossorigin`.
 */
export function siteScripts(
  env: Pick<BuildEnv, 'siteUrl' | 'analyticsScriptUrl' | 'analyticsScriptIntegrity'>,
): HeadScript[] {
  if (env.analyticsScriptUrl === '') return [{src: copyPageScriptPath, defer: true}];
  const pinned =
    env.analyticsScriptIntegrity === ''
      ? {}
      : {integrity: env.analyticsScriptIntegrity, crossorigin: 'anonymous' as const};
  return [
    {src: copyPageScriptPath, defer: true},
    {
      src: env.analyticsScriptUrl,
      defer: true,
      'data-domain': analyticsDomain(env.siteUrl),
      ...pinned,
    },
  ];
}
