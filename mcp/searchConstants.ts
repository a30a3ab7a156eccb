// The search plugin's generated constants that its tokenizer and query code read, from the
// options the site gives the plugin (with the plugin's defaults for those it leaves unset), for
// the server bundle (see start.mjs).
import {searchOptions} from '../src/config/searchOptions';

export const language: string[] = [...searchOptions.language];
export const removeDefaultStopWordFilter: string[] = [];
export const fuzzyMatchingDistance = 1;
