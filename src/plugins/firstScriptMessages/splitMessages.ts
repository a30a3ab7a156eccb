/** The UI messages of a locale, by id, as Docusaurus bundles them (`@generated/codeTranslations`). */
export type Messages = Record<string, string>;

/**
 * The messages every page's first script carries, and those that travel with the one page that
 * shows them: an id under one of `pagePrefixes` goes to that page's own file; an id under one of
 * `unusedPrefixes` (the parts of features the site has not, such as the blog) goes nowhere.
 */
export function splitMessages(
  messages: Messages,
  pagePrefixes: Readonly<Record<string, string>>,
  unusedPrefixes: readonly string[],
): {firstScript: Messages; pages: Record<string, Messages>} {
  const firstScript: Messages = {};
  const pages: Record<string, Messages> = Object.fromEntries(
    Object.values(pagePrefixes).map((page) => [page, {}]),
  );
  for (const [id, message] of Object.entries(messages)) {
    if (unusedPrefixes.some((prefix) => id.startsWith(prefix))) continue;
    const prefix = Object.keys(pagePrefixes).find((p) => id.startsWith(p));
    if (prefix) pages[pagePrefixes[prefix]!]![id] = message;
    else firstScript[id] = message;
  }
  return {firstScript, pages};
}
