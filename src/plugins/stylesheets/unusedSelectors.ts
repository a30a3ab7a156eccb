import {missingFeatures, type SiteFeatures} from './siteFeatures';

/**
 * Class names of the theme parts each feature shows, which bundled theme code names all the same.
 * tests/upstream/assumptions.test.ts checks that each still names a class of the installed theme.
 */
export const classesOf: Partial<Record<keyof SiteFeatures, readonly RegExp[]>> = {
  blog: [/^pagination(__|$)/],
  docTags: [/^(tag|tags|tagRegular|tagWithCount)_/],
  docVersions: [/^badge(--|$)/],
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

/** Selectors whose rules can never apply; a class some page is served with is never dropped. */
export function unusedSelectors(
  features: SiteFeatures,
  servedClasses: ReadonlySet<string>,
): RegExp[] {
  return [
    ...missingFeatures(features).flatMap((feature) => classesOf[feature] ?? []),
    detailsClasses,
  ].filter((selector) => ![...servedClasses].some((name) => selector.test(name)));
}
