// What ../shared/spec.md (section 2, "Screens and routes") requires of the docs: its routes, and
// the one page outside the 'docs' sidebar. Everything else the tests read from sidebars.ts, the
// docs and the build.

/** The docs pages the specification names (its /search and not-found page are not docs pages). */
export const specDocsRoutes: readonly string[] = [
  '/',
  '/api',
  '/configuration',
  '/custom_themes',
  '/custom-themes-live',
  '/ent_overview',
  '/faq',
  '/integrations',
  '/invisible',
  '/languages',
  '/mobile_app_sdks',
  '/pro',
  '/switch',
];

/** "Every page except custom-themes-live belongs to the sidebar called docs." */
export const specRoutesOutsideSidebar: readonly string[] = ['/custom-themes-live'];
