import lunr from 'lunr';
import {language} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import {
  rankResults,
  type SearchDocument,
  type SearchResult,
  type WrappedIndex,
} from './rankResults';
import {synonyms} from './searchSynonyms';

/** A built search index file as the plugin writes it: its five lists, each with its lunr index. */
export type SerializedIndexes = {documents: SearchDocument[]; index: object}[];

/** As many results as the plugin's search page asks its worker for. */
export const searchPageLimit = 100;

/** The plugin's index file, ready to search (the lists keep their order: it is their type). */
export const loadIndexes = (serialized: SerializedIndexes): WrappedIndex[] =>
  serialized.map(({documents, index}, type) => ({type, documents, index: lunr.Index.load(index)}));

/**
 * What the site's search answers to `input`: the plugin's tokenizer, then our ranking with the
 * site's synonyms. The worker, the relevance check and the MCP server all search through here.
 */
export const searchSite = (
  indexes: readonly WrappedIndex[],
  input: string,
  limit: number,
): SearchResult[] => rankResults(indexes, tokenize(input, language), limit, synonyms);
