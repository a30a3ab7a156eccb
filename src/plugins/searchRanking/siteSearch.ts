import lunr from 'lunr';
import {language} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import {
  rankResults,
  type SearchDocument,
  type SearchResult,
  type WrappedIndex,
} from './rankResults';
import {synonymMap} from './queryVariants';
import {synonymGroups} from './synonyms';

export type SerializedIndexes = {documents: SearchDocument[]; index: object}[];

/** As many results as the plugin's search page asks its worker for. */
export const searchPageLimit = 100;

const synonyms = synonymMap(synonymGroups);

/** The plugin's index file, ready to search (a list's place is its type). */
export const loadIndexes = (serialized: SerializedIndexes): WrappedIndex[] =>
  serialized.map(({documents, index}, type) => ({type, documents, index: lunr.Index.load(index)}));

/** What the site's search answers: the worker, the relevance check and the MCP server use it. */
export const searchSite = (
  indexes: readonly WrappedIndex[],
  input: string,
  limit: number,
): SearchResult[] => rankResults(indexes, tokenize(input, language), limit, synonyms);
