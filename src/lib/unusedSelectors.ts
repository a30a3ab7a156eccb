import {missingFeatures, type SiteFeatures} from './siteFeatures';

/**
 * Class names (module classes by their name before the hash) of the theme parts each feature
 * shows. The first script names them all, so pruning by what scripts name keeps them.
 */
const classesOf: Partial<Record<keyof SiteFeatures, readonly RegExp[]>> = {
  blog: [/^pagination(__|$)/],
  docTags: [/^(tag|tags|tagRegular|tagWithCount)_/],
  lastUpdated: [/^lastUpdated_/],
  editLinks: [/^iconEdit_/],
  hideableSidebar: [
    /^(collapseSidebarButton|collapseSidebarButtonIcon|expandButton|expandButtonIcon)_/,
    /^(docSidebarContainerHidden|sidebarHidden)_/,
  ],
  navbarStyle: [/^navbar--(dark|primary)$/],
};

/** theme-classic's Details, shown only by pages that hold a `<details>`. */
const detailsClasses = /^(details|collapsibleContent|isBrowser)_/;

/** Selectors whose rules can never apply: the parts of features the site lacks. */
export function unusedSelectors(features: SiteFeatures, pages: {details: boolean}): RegExp[] {
  return [
    ...missingFeatures(features).flatMap((feature) => classesOf[feature] ?? []),
    ...(pages.details ? [] : [detailsClasses]),
  ];
}
