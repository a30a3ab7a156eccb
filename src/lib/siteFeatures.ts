/**
 * What the built site has that decides whether parts of the theme can ever show: their strings
 * (unusedTranslations.ts) and their styles (unusedSelectors.ts) are left out when it lacks them.
 */
export interface SiteFeatures {
  blog: boolean;
  docTags: boolean;
  /** Category pages listing their docs as cards. */
  generatedIndexPages: boolean;
  docVersions: number;
  lastUpdated: boolean;
  editLinks: boolean;
  unlistedDocs: boolean;
  /** The search plugin's contexts (`searchContextByPaths`). */
  searchContexts: boolean;
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
