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

/** The local copy-page script, deferred. */
const copyPageScript: HeadScript = {src: copyPageScriptPath, defer: true};

/**
 * The external analytics script tagged with the docs domain, or none when
 * `ANALYTICS_SCRIPT_URL` is empty. With `ANALYTICS_SCRIPT_INTEGRITY`, the browser runs it only
 * if its bytes match the pin; checking needs a CORS fetch, hence `crossorigin`.
 */
function analyticsScripts(
  env: Pick<BuildEnv, 'siteUrl' | 'analyticsScriptUrl' | 'analyticsScriptIntegrity'>,
): HeadScript[] {
  if (env.analyticsScriptUrl === '') return [];
  const pinned =
    env.analyticsScriptIntegrity === ''
      ? {}
      : {integrity: env.analyticsScriptIntegrity, crossorigin: 'anonymous' as const};
  return [
    {
      src: env.analyticsScriptUrl,
      defer: true,
      'data-domain': analyticsDomain(env.siteUrl),
      ...pinned,
    },
  ];
}

/**
 * The site's two deferred scripts (spec section 1), as stock Docusaurus puts them in the head:
 * the copy-page script and the analytics script. The site itself loads both after the first
 * paint, with the bundle (src/config/ssrTemplate.ts).
 */
export function siteScripts(
  env: Pick<BuildEnv, 'siteUrl' | 'analyticsScriptUrl' | 'analyticsScriptIntegrity'>,
): HeadScript[] {
  return [copyPageScript, ...analyticsScripts(env)];
}
