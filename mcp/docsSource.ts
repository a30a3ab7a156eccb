import fs from 'node:fs/promises';
import path from 'node:path';

/** The build, by URL path: the files readers download. */
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
