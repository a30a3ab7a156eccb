import type {DocusaurusConfig} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {ThemeConfig} from '@docusaurus/theme-common';

/**
 * What the built site has that decides whether parts of the theme can ever show: their styles
 * are left out when it lacks them (unusedSelectors.ts).
 */
export interface SiteFeatures {
  blog: boolean;
  docTags: boolean;
  /** Category pages listing their docs as cards. */
  generatedIndexPages: boolean;
  docVersions: number;
  lastUpdated: boolean;
  editLinks: boolean;
  /** A docs sidebar the reader can collapse (`themeConfig.docs.sidebar.hideable`). */
  hideableSidebar: boolean;
  /** A dark or primary-coloured navbar (`themeConfig.navbar.style`). */
  navbarStyle: boolean;
}

/** Whether the site has a feature: a second docs version counts, one alone does not. */
export const hasFeature = (value: boolean | number): boolean =>
  typeof value === 'number' ? value > 1 : value;

/** The features a site's parts belong to, and those it lacks. */
export const missingFeatures = (features: SiteFeatures): Array<keyof SiteFeatures> =>
  (Object.keys(features) as Array<keyof SiteFeatures>).filter(
    (feature) => !hasFeature(features[feature]),
  );

/** Every plugin's loaded content, by plugin name and id, as `allContentLoaded` gets it. */
export type AllContent = Record<string, Record<string, unknown> | undefined>;

/** Whether a sidebar holds a category whose page lists its docs as cards. */
const hasGeneratedIndex = (items: unknown): boolean =>
  Array.isArray(items)
    ? items.some(hasGeneratedIndex)
    : typeof items === 'object' && items !== null
      ? (items as {link?: {type?: string}}).link?.type === 'generated-index' ||
        Object.values(items).some(hasGeneratedIndex)
      : false;

/** The features of the site, read from its loaded content and configuration. */
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
