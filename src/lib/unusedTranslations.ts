import {missingFeatures, type SiteFeatures} from './siteFeatures';

/** The theme strings (ids, or id prefixes ending in a dot) each feature shows. */
const stringsOf: Partial<Record<keyof SiteFeatures, readonly string[]>> = {
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

/**
 * The translations without the strings of features the site does not have: every page's first
 * script carries the whole table, and those strings can never show.
 */
export function withoutUnusedTranslations(
  messages: Readonly<Record<string, string>>,
  features: SiteFeatures,
): Record<string, string> {
  const unused = missingFeatures(features).flatMap((feature) => stringsOf[feature] ?? []);
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => !unused.some((prefix) => id.startsWith(prefix))),
  );
}
