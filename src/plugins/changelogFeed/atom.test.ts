import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {changelog, type ChangelogEntry} from '../../data/changelog';
import {changelogAtom, inlineTextHtml} from './atom';

/** The feed parsed as XML; a parse error fails the test. */
function parse(xml: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const entry = (over: Partial<ChangelogEntry>): ChangelogEntry => ({
  date: '2026-01-02',
  version: '1.2.3',
  summary: {en: 'A <b> & `code`', fr: 'Un <b> & `code`'},
  details: {en: 'See [the API](/api#keys) & `x<y`.', fr: "Voir [l'API](/api#keys) & `x<y`."},
  ...over,
});

const feed = (locale: string, entries: readonly ChangelogEntry[], baseUrl = '/'): Document =>
  parse(
    changelogAtom({
      locale,
      siteUrl: 'https://docs.example.com',
      baseUrl,
      title: 'T & t',
      subtitle: 'S',
      entries,
    }),
  );

describe('inlineTextHtml', () => {
  it.each([
    {name: 'plain text is escaped', input: 'a < b & c', expected: 'a &lt; b &amp; c'},
    {name: 'code', input: 'use `a<b>`', expected: 'use <code>a&lt;b&gt;</code>'},
    {
      name: 'a site link made absolute',
      input: 'see [keys](/api#keys)',
      expected: 'see <a href="https://x.example/fr/api#keys">keys</a>',
    },
  ])('$name', ({input, expected}) => {
    expect(inlineTextHtml(input, (p) => `https://x.example/fr${p}`)).toBe(expected);
  });
});

describe('changelogAtom', () => {
  it('writes one entry per record, in order, with the entry anchors of the page', () => {
    const document = feed('en', [entry({version: '1.2.4', date: '2026-02-01'}), entry({})]);
    const entries = [...document.getElementsByTagName('entry')];
    expect(entries.map((e) => e.querySelector('link')?.getAttribute('href'))).toEqual([
      'https://docs.example.com/changelog#v1-2-4',
      'https://docs.example.com/changelog#v1-2-3',
    ]);
    expect(entries.map((e) => e.querySelector('updated')?.textContent)).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-01-02T00:00:00.000Z',
    ]);
    // The feed is as new as its newest entry, whenever it is built.
    expect(document.querySelector('feed > updated')?.textContent).toBe('2026-02-01T00:00:00.000Z');
  });

  it("gives the French feed French text, the locale's URLs and xml:lang", () => {
    const document = feed('fr', [entry({})], '/fr/');
    const root = document.documentElement;
    expect(root.getAttribute('xml:lang')).toBe('fr');
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(document.querySelector('feed > id')?.textContent).toBe(
      'https://docs.example.com/fr/changelog.atom',
    );
    expect(document.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(
      'https://docs.example.com/fr/changelog.atom',
    );
    const first = document.querySelector('entry')!;
    expect(first.querySelector('title')?.textContent).toBe('1.2.3\u00a0: Un &lt;b&gt; &amp; code');
    expect(first.querySelector('content')?.textContent).toBe(
      '<p>Voir <a href="https://docs.example.com/fr/api#keys">l\'API</a> &amp; <code>x&lt;y</code>.</p>',
    );
    expect(document.querySelector('feed > title')?.textContent).toBe('T & t');
  });

  it('writes the whole changelog as well-formed Atom in both locales', () => {
    for (const locale of ['en', 'fr']) {
      expect(feed(locale, changelog).getElementsByTagName('entry')).toHaveLength(changelog.length);
    }
  });
});
