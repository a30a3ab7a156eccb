import {describe, expect, it} from 'vitest';
import {mergeSuggestions} from './suggestPages';
import {maxSuggestions, type Suggestion} from './suggestion';

const link = (href: string, title = href): Suggestion => ({href, title});

describe('mergeSuggestions', () => {
  it('keeps the lists in order: close pages first, then search results', () => {
    const close = [link('/configuration')];
    const found = [link('/api'), link('/faq')];
    expect(mergeSuggestions([close, found]).map((s) => s.href)).toEqual([
      '/configuration',
      '/api',
      '/faq',
    ]);
  });

  it('lists each page once, as the first list that has it shows it', () => {
    const close = [link('/api', 'Verification API')];
    const found = [
      link('/api#verify-the-token', 'Verification API › Verify the token'),
      link('/faq'),
      link('/faq#keys'),
      link('/api?x=1'),
    ];
    expect(mergeSuggestions([close, found])).toEqual([
      link('/api', 'Verification API'),
      link('/faq'),
    ]);
  });

  it(`stops at ${maxSuggestions}`, () => {
    const many = Array.from({length: 9}, (_, i) => link(`/p${i}`));
    expect(mergeSuggestions([many.slice(0, 2), many.slice(2)])).toEqual(
      many.slice(0, maxSuggestions),
    );
    expect(mergeSuggestions([many], 2)).toEqual(many.slice(0, 2));
  });

  it('has nothing when no list has anything', () => {
    expect(mergeSuggestions([[], []])).toEqual([]);
  });

  it('keeps what a later list adds below what was shown', () => {
    const close = [link('/configuration'), link('/custom_themes')];
    const before = mergeSuggestions([close, []]);
    const after = mergeSuggestions([close, [link('/custom_themes'), link('/api')]]);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});
