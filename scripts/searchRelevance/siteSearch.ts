import fs from 'node:fs';
import path from 'node:path';
import {
  loadIndexes,
  searchPageLimit,
  searchSite,
  type SerializedIndexes,
} from '../../src/plugins/searchRanking/siteSearch';

/** One locale's search as the site's search page runs it: the page URLs of its results, in order. */
export type SiteSearch = (query: string) => Promise<string[]>;

/**
 * The built site's search for the locale whose pages live under `localeDir` of `buildDir`: its
 * hashed index file, searched by the code the site's search worker runs, with only the fetch of
 * the index replaced by a read of the file.
 */
export async function openSiteSearch(buildDir: string, localeDir = ''): Promise<SiteSearch> {
  const dir = path.join(buildDir, localeDir);
  const indexFile = fs.readdirSync(dir).find((name) => /^search-index.*\.json$/.test(name));
  if (!indexFile) throw new Error(`no search index in ${dir}: build the site first`);
  const indexes = loadIndexes(
    JSON.parse(fs.readFileSync(path.join(dir, indexFile), 'utf8')) as SerializedIndexes,
  );
  return async (query) => {
    const results = searchSite(indexes, query, searchPageLimit);
    return [...new Set(results.map((result) => result.document.u))];
  };
}
