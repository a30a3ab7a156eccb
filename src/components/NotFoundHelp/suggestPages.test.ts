import {describe, expect, it, vi} from 'vitest';
import type {SearchHit} from './searchHits';
import {suggestPages, type SuggestionsUpdate} from './suggestPages';

const pages = [
  {path: '/api', title: 'Verification API', description: 'Verify tokens.'},
  {path: '/configuration', title: 'Widget configuration', description: 'Configure the widget.'},
];

const titleHit = (u: string, t: string): SearchHit => ({type: 0, document: {t, u}});

async function updatesFor(
  pathname: string,
  search: (query: string) => Promise<readonly SearchHit[]>,
): Promise<SuggestionsUpdate[]> {
  const updates: SuggestionsUpdate[] = [];
  await suggestPages({pathname, baseUrl: '/', pages}, search, (update) => updates.push(update));
  return updates;
}

describe('suggestPages', () => {
  it('offers the close page at once, then the search results below it', async () => {
    const search = vi.fn(async () => [
      titleHit('/configuration', 'Widget configuration'),
      titleHit('/api', 'Verification API'),
    ]);
    const updates = await updatesFor('/configuraton', search);
    expect(search).toHaveBeenCalledWith('configuraton');
    expect(updates.map((u) => [u.searching, u.suggestions.map((s) => s.href)])).toEqual([
      [true, ['/configuration']],
      [false, ['/configuration', '/api']],
    ]);
    expect(updates[0]?.suggestions[0]).toEqual({
      href: '/configuration',
      title: 'Widget configuration',
      excerpt: 'Configure the widget.',
    });
    expect(updates[1]?.words).toEqual(['configuraton']);
  });

  it('searches for every word of the address, once each', async () => {
    const search = vi.fn(async () => [titleHit('/api', 'Verification API')]);
    const updates = await updatesFor('/verify-the-token/verify', search);
    expect(search).toHaveBeenCalledWith('verify the token');
    expect(updates.at(-1)?.suggestions.map((s) => s.href)).toEqual(['/api']);
  });

  it('has nothing to offer for nonsense, and says it is done', async () => {
    const updates = await updatesFor('/zzqxjv-blorp', async () => []);
    expect(updates.at(-1)).toEqual({words: ['zzqxjv', 'blorp'], suggestions: [], searching: false});
  });

  it('keeps the close pages when the search fails', async () => {
    const updates = await updatesFor('/apii', () => Promise.reject(new Error('offline')));
    expect(updates.at(-1)).toMatchObject({searching: false, suggestions: [{href: '/api'}]});
  });

  it('does not search an address without words', async () => {
    const search = vi.fn(async () => []);
    const updates = await updatesFor(`/${'a'.repeat(2000)}`, search);
    expect(search).not.toHaveBeenCalled();
    expect(updates).toEqual([{words: [], suggestions: [], searching: false}]);
  });
});
