import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteEnv} from '@site/src/config/siteEnv';

/** The build-time deployment settings, as docusaurus.config.ts put them in customFields. */
export function useSiteEnv(): SiteEnv {
  const {siteConfig} = useDocusaurusContext();
  const fields = siteConfig.customFields ?? {};
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    siteUrl: siteConfig.url,
    authHost: text(fields.authHost),
    dashboardUrl: text(fields.dashboardUrl),
    analyticsScriptUrl: text(fields.analyticsScriptUrl),
  };
}
