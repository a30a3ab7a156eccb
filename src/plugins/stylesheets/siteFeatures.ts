import type {DocusaurusConfig} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {ThemeConfig} from '@docusaurus/theme-common';

/** What the site has that decides whether parts of the theme can ever show. */
export interface SiteFeatures {
  blog: boolean;
  docTags: boolean;
  generatedIndexPages: boolean;
  docVersions: number;
  lastUpdated: boolean;
  editLinks: boolean;
  hideableSidebar: boolean;
  navbarStyle: boolean;
}

/** A second docs version counts, one alone does not. */
export const missingFeatures = (features: SiteFeatures): Array<keyof SiteFeatures> =>
  (Object.keys(features) as Array<keyof SiteFeatures>).filter((feature) => {
    const value = features[feature];
    return typeof value === 'number' ? value <= 1 : !value;
  });

export type AllContent = Record<string, Record<string, unknown> | undefined>;

/** Whether a sidebar holds a category whose page lists its docs as cards. */
const hasGeneratedIndex = (items: unknown): boolean =>
  Array.isArray(items)
    ? items.some(hasGeneratedIndex)
    : typeof items === 'object' && items !== null
      ? (items as {link?: {type?: string}}).link?.type === 'generated-index' ||
        Object.values(items).some(hasGeneratedIndex)
      : false;

export function siteFeaturesOf(allContent: AllContent, siteConfig: DocusaurusConfig): SiteFeatures {
  const docsPlugins = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).map(
    (content) => content as LoadedContent,
  );
  const versions = docsPlugins.flatMap((content) => content.loadedVersions);
  const docs = versions.flatMap((version) => version.docs);
  const themeConfig = siteConfig.themeConfig as Partial<ThemeConfig>;
  return {
    blog: Object.keys(allContent['docusaurus-plugin-content-blog'] ?? {}).length > 0,
    docTags: docs.some((doc) => doc.tags.length > 0),
    generatedIndexPages: versions.some((version) => hasGeneratedIndex(version.sidebars)),
    docVersions: Math.max(0, ...docsPlugins.map((content) => content.loadedVersions.length)),
    lastUpdated: docs.some(
      (doc) => doc.lastUpdatedAt !== undefined || doc.lastUpdatedBy !== undefined,
    ),
    editLinks: docs.some((doc) => Boolean(doc.editUrl)),
    hideableSidebar: Boolean(themeConfig.docs?.sidebar?.hideable),
    navbarStyle: Boolean(themeConfig.navbar?.style),
  };
}
