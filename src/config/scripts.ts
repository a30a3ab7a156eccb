import type {SiteEnv} from './siteEnv';

/** The local script that gives the Copy page control its behaviour (`static/js/copy-page.js`). */
export const copyPageScriptPath = '/js/copy-page.js';

/** A `<script>` Docusaurus adds to the head of every page. */
export type HeadScript = {
  src: string;
  defer: true;
  'data-domain'?: string;
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
 */
export function siteScripts(env: Pick<SiteEnv, 'siteUrl' | 'analyticsScriptUrl'>): HeadScript[] {
  return [
    {src: copyPageScriptPath, defer: true},
    ...(env.analyticsScriptUrl === ''
      ? []
      : [
          {
            src: env.analyticsScriptUrl,
            defer: true as const,
            'data-domain': analyticsDomain(env.siteUrl),
          },
        ]),
  ];
}
