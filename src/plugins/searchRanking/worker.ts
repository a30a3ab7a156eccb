import * as Comlink from 'comlink';
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import type {WrappedIndex} from './rankResults';
import {loadIndexes, searchSite, type SerializedIndexes} from './siteSearch';

const indexes = new Map<string, Promise<WrappedIndex[]>>();

function indexesFor(baseUrl: string, searchContext: string): Promise<WrappedIndex[]> {
  const key = baseUrl + searchContext;
  let loading = indexes.get(key);
  if (!loading) {
    const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
    if (new URL(url, location.origin).origin !== location.origin)
      return Promise.reject(new Error('Unexpected version url'));
    loading = fetch(url)
      .then((response) => response.json() as Promise<SerializedIndexes>)
      .then(loadIndexes);
    indexes.set(key, loading);
  }
  return loading;
}

/** The search plugin's worker with our ranking: the same interface and result shape. */
export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexesFor(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number) {
    return searchSite(await indexesFor(baseUrl, searchContext), input, limit);
  }
}

Comlink.expose(SearchWorker);
