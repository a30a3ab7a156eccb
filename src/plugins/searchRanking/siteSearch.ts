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
import {planFeatures} from '../../data/plans';

export type SerializedIndexes = {documents: SearchDocument[]; index: object}[];

/** As many results as the plugin's search page asks its worker for. */
export const searchPageLimit = 100;

const synonyms = synonymMap(synonymGroups);
/** The pages wholly about a paid plan's feature (`/custom_themes`), from the plans' data. */
const paidPages = new Set(
  planFeatures.flatMap((f) =>
    f.from !== 'free' && f.docs && !f.docs.includes('#') ? [f.docs] : [],
  ),
);

/** The plugin's index file, ready to search (a list's place is its type). */
export const loadIndexes = (serialized: SerializedIndexes): WrappedIndex[] =>
  serialized.map(({documents, index}, type) => ({type, documents, index: lunr.Index.load(index)}));

/** The longest query read; the MCP tool's schema refuses longer ones, the search box drops the rest. */
export const maxQueryLength = 500;
/** The longest word read: the docs' longest identifiers are half as long. */
export const maxWordLength = 64;
/**
 * lunr's query operators (`-` is already a separator of the tokenizer). The search passes words to
 * lunr as terms, where `*` is still a wildcard: `*` alone matched every word of the index. The
 * index holds none of them (lunr's trimmer drops them at its words' ends), so a query reads them
 * as the index read its text: as spaces.
 */
const lunrOperators = /[*~^+:]/g;

/** The words of a query, bounded: what the search reads of what was typed. */
export const queryWords = (input: string): string[] =>
  tokenize(input.slice(0, maxQueryLength).replace(lunrOperators, ' '), language).map((word) =>
    word.slice(0, maxWordLength),
  );

/** What the site's search answers: the worker, the relevance check and the MCP server use it. */
export const searchSite = (
  indexes: readonly WrappedIndex[],
  input: string,
  limit: number,
): SearchResult[] => rankResults(indexes, queryWords(input), limit, synonyms, paidPages);
