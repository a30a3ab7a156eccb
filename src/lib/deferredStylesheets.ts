/** Groups of rules the build serves apart, linked disabled until a reader needs them. */
export const deferredStylesheets = {
  /** The search box's dropdown and results, needed once a reader reaches for the box. */
  searchDropdown: 'search',
  /**
   * The sidebar, table of contents, breadcrumbs, pager links and tabs (docParts.ts), on a page
   * that shows none of them, needed once a reader heads for another page.
   */
  docParts: 'doc-parts',
} as const;

export type DeferredStylesheet = (typeof deferredStylesheets)[keyof typeof deferredStylesheets];

/** Lets the browser fetch a group's stylesheets, which src/plugins/stylesheets linked disabled. */
export function loadDeferredStylesheets(
  group: DeferredStylesheet,
  root: ParentNode = document,
): void {
  for (const link of root.querySelectorAll<HTMLLinkElement>(
    `link[data-deferred="${group}"][disabled]`,
  ))
    link.removeAttribute('disabled');
}
