import type {HtmlTagObject} from '@docusaurus/types';
import type {SiteEnv} from './siteEnv';

/**
 * A `<link rel="preconnect">` to the dashboard when it is another origin than the docs, so the
 * two session calls start on an open connection instead of paying DNS, TCP and TLS after the
 * page has run. `use-credentials`: the calls send cookies, and only a credentialed connection
 * can serve them.
 */
export function sessionPreconnectTags(env: Pick<SiteEnv, 'siteUrl' | 'authHost'>): HtmlTagObject[] {
  if (env.authHost === '' || new URL(env.authHost).origin === new URL(env.siteUrl).origin)
    return [];
  return [
    {
      tagName: 'link',
      attributes: {
        rel: 'preconnect',
        href: new URL(env.authHost).origin,
        crossorigin: 'use-credentials',
      },
    },
  ];
}
