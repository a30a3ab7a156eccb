// Sites for the unit tests of what features decide (unusedSelectors).
import type {SiteFeatures} from './siteFeatures';

/** A site with none of the optional features: one docs version, no blog, tags or extras. */
export const bareSite: SiteFeatures = {
  blog: false,
  docTags: false,
  generatedIndexPages: false,
  docVersions: 1,
  lastUpdated: false,
  editLinks: false,
  hideableSidebar: false,
  navbarStyle: false,
};

/** A site with every one of them. */
export const fullSite: SiteFeatures = {
  blog: true,
  docTags: true,
  generatedIndexPages: true,
  docVersions: 2,
  lastUpdated: true,
  editLinks: true,
  hideableSidebar: true,
  navbarStyle: true,
};
