/** What the built site has that decides whether some of the theme's strings can ever show. */
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
}

/** The theme strings (ids, or id prefixes ending in a dot) each feature shows. */
const stringsOf: Record<keyof SiteFeatures, readonly string[]> = {
  blog: ['theme.blog.'],
  docTags: ['theme.tags.', 'theme.docs.tagDocListPageTitle'],
  generatedIndexPages: ['theme.docs.DocCard.'],
  docVersions: [
    'theme.docs.versions.',
    'theme.docs.versionBadge.',
    'theme.navbar.mobileVersionsDropdown.',
  ],
  lastUpdated: ['theme.lastUpdated.'],
  editLinks: ['theme.common.editThisPage'],
  unlistedDocs: ['theme.contentVisibility.unlistedBanner.'],
  searchContexts: ['theme.SearchBar.seeAllOutsideContext', 'theme.SearchPage.searchContext.'],
};

const isPresent = (value: boolean | number) => (typeof value === 'number' ? value > 1 : value);

/**
 * The translations without the strings of features the site does not have: every page's first
 * script carries the whole table, and those strings can never show.
 */
export function withoutUnusedTranslations(
  messages: Readonly<Record<string, string>>,
  features: SiteFeatures,
): Record<string, string> {
  const unused = (Object.keys(stringsOf) as Array<keyof SiteFeatures>)
    .filter((feature) => !isPresent(features[feature]))
    .flatMap((feature) => stringsOf[feature]);
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => !unused.some((prefix) => id.startsWith(prefix))),
  );
}
