import {describe, expect, it} from 'vitest';
import {parseHtml} from './htmlDocument';

const page = parseHtml(
  '<!doctype html><html lang=fr><head><title>Titre</title>' +
    '<meta name=description content="Une page"><script src=/a.js defer></script></head>' +
    '<body><article><h2 id=x>Un <code>titre</code></h2><p>texte</p></article></body></html>',
);

describe('parseHtml', () => {
  it.each([
    {name: 'unquoted attribute', input: () => page.one('html')?.attribute('lang'), expected: 'fr'},
    {
      name: 'quoted attribute',
      input: () => page.one('meta[name="description"]')?.attribute('content'),
      expected: 'Une page',
    },
    {
      name: 'boolean attribute',
      input: () => page.one('script[src]')?.attribute('defer'),
      expected: '',
    },
    {
      name: 'missing attribute',
      input: () => page.one('script[src]')?.attribute('async'),
      expected: undefined,
    },
    {
      name: 'text of descendants',
      input: () => page.one('article h2')?.text(),
      expected: 'Un titre',
    },
    {name: 'title', input: () => page.one('title')?.text(), expected: 'Titre'},
    {name: 'no match', input: () => page.one('table'), expected: undefined},
  ])('$name', ({input, expected}) => {
    expect(input()).toBe(expected);
  });

  it('selects every match below a node, in document order', () => {
    const article = page.one('article')!;
    expect(article.all('h2, p').map((node) => node.text())).toEqual(['Un titre', 'texte']);
    expect(article.all('script')).toEqual([]);
  });
});
