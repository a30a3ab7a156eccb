import path from 'node:path';
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import {describe, expect, it} from 'vitest';
import {linkGlossaryTerms, type GlossaryPage} from './linkGlossaryTerms';
import {glossaryPageOf} from './remarkGlossaryLinks';

const faq: GlossaryPage = {locale: 'en', route: '/faq'};

function linked(markdown: string, page: GlossaryPage = faq): {text: string; ids: string[]} {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown) as Root;
  const ids = linkGlossaryTerms(tree, page);
  return {text: unified().use(remarkMdx).use(remarkStringify).stringify(tree).trim(), ids};
}

describe('linkGlossaryTerms', () => {
  it('links the first use of a term only, singular or plural, in any case', () => {
    expect(linked('Tokens expire. A token is single-use.')).toEqual({
      text: '[Tokens](/glossary#token) expire. A token is single-use.',
      ids: ['token'],
    });
  });

  it('links several terms of one sentence, each where it first stands', () => {
    expect(linked('Put the site key in the page and the secret key on the server.').text).toBe(
      'Put the [site key](/glossary#site-key) in the page and the [secret key](/glossary#secret-key) on the server.',
    );
  });

  it('links an inline code that is exactly a term’s code, not one that only contains it', () => {
    expect(linked('Send `remoteip=1.2.3.4`, then `remoteip`.').text).toBe(
      'Send `remoteip=1.2.3.4`, then [`remoteip`](/glossary#remoteip).',
    );
  });

  it('leaves headings, links, code and inline components alone, and links the next use', () => {
    const {text} = linked(
      [
        '## The token',
        '',
        '[a token](/api) and <DashboardLink>token</DashboardLink> and `token`',
        '',
        '```js',
        'token',
        '```',
        '',
        'Then the token.',
      ].join('\n'),
    );
    expect(text).toContain('## The token');
    expect(text).toContain('[a token](/api) and <DashboardLink>token</DashboardLink> and `token`');
    expect(text).toContain('Then the [token](/glossary#token).');
  });

  it('does not find a term inside a longer word or an error code', () => {
    expect(linked('A challenge-error, a tokenizer.').ids).toEqual([]);
  });

  it('reads French words, plurals on any word and either apostrophe', () => {
    const fr = {locale: 'fr', route: '/faq'};
    expect(linked('Les noms d’hôte et les clés secrètes.', fr).text).toBe(
      'Les [noms d’hôte](/glossary#hostname) et les [clés secrètes](/glossary#secret-key).',
    );
    expect(linked("Un pas de plus, puis le pass d'accessibilité.", fr).ids).toEqual([
      'accessibility-pass',
    ]);
  });

  it('links nothing on the glossary, nor a term on the page its row sends the reader to', () => {
    expect(linked('The token.', {locale: 'en', route: '/glossary'}).ids).toEqual([]);
    expect(linked('The token and the hostname.', {locale: 'en', route: '/keys'}).ids).toEqual([
      'token',
    ]);
  });
});

describe('glossaryPageOf', () => {
  const root = path.join(path.sep, 'site');
  it('reads the locale from the docs folder and the route from the slug', () => {
    expect(glossaryPageOf(path.join(root, 'docs', 'keys.mdx'), {slug: '/keys'})).toEqual({
      locale: 'en',
      route: '/keys',
    });
    const french = path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current/keys.mdx');
    expect(glossaryPageOf(french, {slug: '/keys'})).toEqual({locale: 'fr', route: '/keys'});
  });

  it('gives a partial the route of its page, and ignores files outside the docs', () => {
    expect(glossaryPageOf(path.join(root, 'docs', '_api', 'examples.mdx'), {})).toEqual({
      locale: 'en',
      route: '/api',
    });
    expect(glossaryPageOf(path.join(root, 'src', 'pages', 'x.mdx'), {slug: '/x'})).toBeUndefined();
  });
});
