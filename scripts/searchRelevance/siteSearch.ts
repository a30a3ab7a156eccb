import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import {language} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {rankResults, type SearchDocument} from '../../src/plugins/searchRanking/rankResults';
import {synonyms} from '../../src/plugins/searchRanking/searchSynonyms';

/** One locale's search as the site's search page runs it: the page URLs of its results, in order. */
export type SiteSearch = (query: string) => Promise<string[]>;

/** As many results as the search page asks the plugin for (its SearchPage's `searchByWorker` call). */
export const searchPageLimit = 100;

type SerializedIndexes = {documents: SearchDocument[]; index: object}[];

/**
 * The built site's search for the locale whose pages live under `localeDir` of `buildDir`: its
 * hashed index file, searched by the code the site's search worker runs (the plugin's tokenizer
 * and language setup, our ranking), with only the fetch of the index replaced by a read of the
 * file.
 */
export async function openSiteSearch(buildDir: string, localeDir = ''): Promise<SiteSearch> {
  const dir = path.join(buildDir, localeDir);
  const indexFile = fs.readdirSync(dir).find((name) => /^search-index.*\.json$/.test(name));
  if (!indexFile) throw new Error(`no search index in ${dir}: build the site first`);
  const serialized = JSON.parse(
    fs.readFileSync(path.join(dir, indexFile), 'utf8'),
  ) as SerializedIndexes;
  const indexes = serialized.map(({documents, index}, type) => ({
    type,
    documents,
    index: lunr.Index.load(index),
  }));
  return async (query) => {
    const results = rankResults(indexes, tokenize(query, language), searchPageLimit, synonyms);
    return [...new Set(results.map((result) => result.document.u))];
  };
}
