import fs from 'node:fs/promises';
import path from 'node:path';

/** The local build or the published site, both by URL path: the files readers download. */
export interface DocsSource {
  /** The site's origin, for canonical URLs. */
  readonly siteUrl: string;
  read(urlPath: string): Promise<string | undefined>;
  searchIndexPath(localePrefix: string): Promise<string | undefined>;
}

/** URLs in the twins keep the build's own SITE_URL. */
export function buildSource(buildFolder: string, siteUrl: string): DocsSource {
  const buildDir = path.resolve(buildFolder);
  return {
    siteUrl,
    async read(urlPath) {
      const file = path.join(buildDir, path.posix.normalize(urlPath));
      if (!file.startsWith(buildDir + path.sep)) return undefined;
      return fs.readFile(file, 'utf8').catch(() => undefined);
    },
    async searchIndexPath(localePrefix) {
      const dir = path.join(buildDir, localePrefix);
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const name = names.find((n) => /^search-index.*\.json$/.test(n));
      return name && `${localePrefix}/${name}`;
    },
  };
}

const cacheMilliseconds = 10 * 60 * 1000;

// The search index's name carries a hash only the site's scripts know: search needs a build.
export function siteSource(siteUrl: string, fetchFn: typeof fetch = fetch): DocsSource {
  const origin = new URL(siteUrl).origin;
  const cache = new Map<string, {at: number; text: Promise<string | undefined>}>();
  const read = (urlPath: string): Promise<string | undefined> => {
    const hit = cache.get(urlPath);
    if (hit && Date.now() - hit.at < cacheMilliseconds) return hit.text;
    const text = fetchFn(new URL(urlPath, origin), {signal: AbortSignal.timeout(15_000)}).then(
      async (response) => (response.ok ? response.text() : undefined),
    );
    text.catch(() => cache.delete(urlPath));
    cache.set(urlPath, {at: Date.now(), text});
    return text;
  };
  return {
    siteUrl: origin,
    read,
    async searchIndexPath() {
      return undefined;
    },
  };
}
