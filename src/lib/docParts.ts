/**
 * The classes of the parts a docs page shows around and between its text, which a page without
 * a sidebar, a table of contents, tabs or prev/next links (the theme editor's) never does: the
 * doc sidebar (`menu__*` stays out, the mobile menu draws the navbar's items with it), the table
 * of contents, breadcrumbs, the pager's links and tabs. Admonitions stay out too: the editor
 * shows an `alert` of its own. A module class is its name, `_` and a four-character hash.
 */
const docPartClasses = [
  /^(sidebar|sidebarViewport|sidebarLogo|sidebarWithHideableNavbar|docSidebarContainer)_[\w-]{4}$/,
  /^(menu|menuWithAnnouncementBar|menuExternalLink|menuHtmlItem|categoryLink|categoryLinkLabel|linkLabel)_[\w-]{4}$/,
  /^table-of-contents($|__)/,
  /^(tableOfContents|tocCollapsible|tocCollapsibleButton|tocCollapsibleButtonExpanded|tocCollapsibleContent|tocCollapsibleExpanded|tocMobile)_[\w-]{4}$/,
  /^breadcrumbs($|__|--)/,
  /^(breadcrumbHomeIcon|breadcrumbsContainer)_[\w-]{4}$/,
  /^pagination-nav__/,
  /^tabs($|__|--)/,
  /^(tabList|tabItem)_[\w-]{4}$/,
];

/** Whether a class (a module class by its name before the hash) is one of a doc part's. */
export const isDocPartClass = (name: string): boolean =>
  docPartClasses.some((pattern) => pattern.test(name));
