/**
 * Where a docs page's Markdown twin is served: beside the page, with `.md`
 * added (`/api` → `/api.md`, `/fr/api` → `/fr/api.md`); a folder's index page
 * (`/`, `/fr/`) has `index.md`. The build writes the twins at these paths and
 * the Copy page control fetches them, so both use this one rule.
 */
export function markdownTwinPath(pagePath: string): string {
  const [path = '/'] = pagePath.split(/[?#]/);
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}
