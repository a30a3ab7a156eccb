/** The parts of the bundler's client manifest that say which files each chunk is made of. */
export interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {css?: Array<{file: string}>}>;
}

/** Route key (`<path>-<hash>`) → the chunk names of its parts, possibly nested. */
export type RoutesChunkNames = Record<string, unknown>;

function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/**
 * The stylesheets a route needs besides the shared one: Docusaurus renders pages without them,
 * so a page that has its own would first paint unstyled.
 */
export function routeStylesheets(
  manifest: ClientManifest,
  routesChunkNames: RoutesChunkNames,
  shared: (file: string) => boolean,
): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const [key, names] of Object.entries(routesChunkNames)) {
    const route = key.replace(/-[0-9a-f]+$/, '');
    const files = chunkNamesIn(names)
      .flatMap((name) => manifest.origins[name] ?? [])
      .flatMap((id) => manifest.assets[id]?.css ?? [])
      .map(({file}) => file)
      .filter((file) => !shared(file));
    const all = [...new Set([...(byRoute.get(route) ?? []), ...files])];
    if (all.length > 0) byRoute.set(route, all);
  }
  return byRoute;
}

/** The page with `hrefs` linked as stylesheets right after the stylesheet at `after`. */
export function linkStylesheetsAfter(
  html: string,
  after: string,
  hrefs: readonly string[],
): string {
  const link = new RegExp(
    `<link[^>]*href="?${after.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?[^>]*>`,
  );
  const match = link.exec(html);
  if (!match) throw new Error(`No stylesheet link to ${after} in the page`);
  const end = match.index + match[0].length;
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return html.slice(0, end) + links + html.slice(end);
}
