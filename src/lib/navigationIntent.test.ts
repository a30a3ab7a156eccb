// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {onNavigationIntent} from './navigationIntent';

const link = (href: string) => {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>text</span>';
  document.body.append(anchor);
  return anchor;
};

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('onNavigationIntent', () => {
  it('answers once, when a link to another page of the site is pointed at, touched or focused', () => {
    for (const type of ['pointerover', 'touchstart', 'focusin']) {
      const onIntent = vi.fn();
      stop = onNavigationIntent(document, onIntent);
      const inner = link('/configuration').querySelector('span')!;
      inner.dispatchEvent(new Event(type, {bubbles: true}));
      inner.dispatchEvent(new Event(type, {bubbles: true}));
      expect(onIntent, type).toHaveBeenCalledTimes(1);
    }
  });

  it('ignores links within the page, to other sites, and elements that are not links', () => {
    const onIntent = vi.fn();
    stop = onNavigationIntent(document, onIntent);
    const here = `${location.pathname}#section`;
    for (const target of [link(here), link('https://dashboard.bramble.example/'), document.body])
      target.dispatchEvent(new Event('pointerover', {bubbles: true}));
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    const onIntent = vi.fn();
    onNavigationIntent(document, onIntent)();
    link('/api').dispatchEvent(new Event('focusin', {bubbles: true}));
    expect(onIntent).not.toHaveBeenCalled();
  });
});
