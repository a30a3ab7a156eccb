import {missingFeatures, type SiteFeatures} from './siteFeatures';

/**
 * Class names (module classes by their name before the hash) of the theme parts each feature
 * shows. Bundled theme code names them all, so pruning by what scripts name keeps them. They are
 * theme-classic's and Infima's own names: tests/upstream/assumptions.test.ts checks that each
 * still names a class of the installed theme (a stale one only leaves rules in).
 */
export const classesOf: Partial<Record<keyof SiteFeatures, readonly RegExp[]>> = {
  blog: [/^pagination(__|$)/],
  docTags: [/^(tag|tags|tagRegular|tagWithCount)_/],
  // The version badge.
  docVersions: [/^badge(--|$)/],
  // The category pages' cards.
  generatedIndexPages: [/^card(__|--|$)/],
  lastUpdated: [/^lastUpdated_/],
  editLinks: [/^iconEdit_/],
  hideableSidebar: [
    /^(collapseSidebarButton|collapseSidebarButtonIcon|expandButton|expandButtonIcon)_/,
    /^(docSidebarContainerHidden|sidebarHidden)_/,
    // Only the collapse button is an outline button.
    /^button--outline$/,
  ],
  navbarStyle: [/^navbar--(dark|primary)$/],
};

/** theme-classic's Details, which shows only in the markup of pages that hold a `<details>`. */
export const detailsClasses = /^(details|collapsibleContent|isBrowser)_/;

/**
 * Selectors whose rules can never apply: the parts of features the site lacks, and Details while
 * no page shows one. A class some page is served with is never dropped, whatever its part: a
 * doc can use the theme's classes in its own markup.
 */
export function unusedSelectors(
  features: SiteFeatures,
  servedClasses: ReadonlySet<string>,
): RegExp[] {
  return [
    ...missingFeatures(features).flatMap((feature) => classesOf[feature] ?? []),
    detailsClasses,
  ].filter((selector) => ![...servedClasses].some((name) => selector.test(name)));
}
