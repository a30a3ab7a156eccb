// The Markdown twins, llms.txt and llms-full.txt of the test build, and the two deferred scripts.
import fs from 'node:fs';
import path from 'node:path';
import type {Nodes} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import {parseHtml} from './htmlDocument';
import {docsRoutes} from '../../src/config/docsRoutes';
import {localizedPath, locales} from '../../src/config/site';
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import {frontMatter} from '../e2e/site';
import {testSiteUrl} from '../testEnv';
import {useServedBuild} from './servedBuild';

const buildDir = 'build';
const read = (urlPath: string): string => fs.readFileSync(path.join(buildDir, urlPath), 'utf8');

/** Every node of a Markdown tree, depth first. */
function nodes(tree: Nodes): Nodes[] {
  return [tree, ...('children' in tree ? tree.children.flatMap((child) => nodes(child)) : [])];
}

const pages = locales.flatMap((locale) =>
  docsRoutes().map((route) => ({
    locale,
    route,
    path: localizedPath(locale, route.route),
    twin: markdownTwinPath(localizedPath(locale, route.route)),
  })),
);

describe.each(pages)('the Markdown twin of $path', ({locale, route, path: pagePath, twin}) => {
  const markdown = read(twin);
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);

  it('opens with the page title and its description', () => {
    const {title, description} = frontMatter(locale, route.file);
    expect(markdown.startsWith(`# ${title}\n\n> ${description}\n\n`)).toBe(true);
  });

  it('is plain Markdown: no JSX or HTML, no heading ids, only absolute links', () => {
    const all = nodes(tree);
    expect(all.filter((node) => node.type === 'html').map((node) => node.value)).toEqual([]);
    const prose = all.filter((node) => node.type === 'text').map((node) => node.value);
    expect(prose.filter((value) => /\{#[\w-]+\}|<\/?[A-Z]\w*/.test(value))).toEqual([]);
    const links = all.flatMap((node) => (node.type === 'link' ? [node.url] : []));
    expect(links.filter((url) => !/^(https?|mailto):/.test(url))).toEqual([]);
    expect(links.filter((url) => url.startsWith(testSiteUrl) && /\.mdx?(#|$)/.test(url))).toEqual(
      [],
    );
  });

  it('keeps the key placeholders and every diagram of the page', () => {
    const source = fs.readFileSync(path.join(locale.docsDir, route.file), 'utf8');
    const diagrams = nodes(tree).filter((node) => node.type === 'code' && node.lang === 'mermaid');
    expect(diagrams).toHaveLength(source.match(/^```mermaid$/gm)?.length ?? 0);
    if (/<SiteKey \/>/.test(source)) expect(markdown).toContain('`YOUR_SITE_KEY`');
    if (/<SecretKey \/>/.test(source)) expect(markdown).toContain('`YOUR_SECRET_KEY`');
  });

  // The copy-page script that reads it is loaded after the first paint (tests/build/build.test.ts).
  it('is linked from the page', () => {
    const document = parseHtml(read(path.join(pagePath, 'index.html')));
    expect(
      document
        .all('link[rel="alternate"][type="text/markdown"]')
        .map((link) => link.attribute('href')),
    ).toEqual([twin]);
  });
});

describe.each(locales)('llms.txt and llms-full.txt ($code)', (locale) => {
  const localePages = pages.filter((page) => page.locale === locale);
  const llms = read(`${locale.prefix}/llms.txt`);
  const full = read(`${locale.prefix}/llms-full.txt`);

  it('llms.txt names the site, then lists every page once with its description', () => {
    expect(llms).toMatch(/^# .+\n\n> .+\n/);
    for (const {route, twin} of localePages) {
      const {title, description} = frontMatter(locale, route.file);
      const line = `- [${title}](${testSiteUrl}${twin}): ${description}`;
      expect(llms.split('\n').filter((l) => l === line)).toHaveLength(1);
    }
    expect(llms.match(/^- \[/gm)).toHaveLength(localePages.length);
  });

  it('llms-full.txt holds every twin with the address of its page', () => {
    for (const {path: pagePath, twin} of localePages) {
      const body = read(twin).split('\n').slice(1).join('\n').trim();
      expect(full).toContain(body);
      expect(full).toContain(`<${testSiteUrl}${pagePath}>`);
    }
  });
});

describe('llms.txt as nginx serves it', () => {
  const {base} = useServedBuild();

  it.each(locales)(
    '$code: llms.txt and llms-full.txt are served as text, and every twin llms.txt links to as Markdown',
    async (locale) => {
      const llms = await fetch(`${base()}${locale.prefix}/llms.txt`);
      expect(llms.status).toBe(200);
      expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const links = [...(await llms.text()).matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map(
        ([, url]) => url!,
      );
      expect(links).toHaveLength(pages.filter((page) => page.locale === locale).length);
      for (const url of links) {
        expect(url.startsWith(testSiteUrl), url).toBe(true);
        const twin = await fetch(base() + url.slice(testSiteUrl.length));
        expect(twin.status, url).toBe(200);
        expect(twin.headers.get('content-type'), url).toBe('text/markdown; charset=utf-8');
      }
      const full = await fetch(`${base()}${locale.prefix}/llms-full.txt`);
      expect(full.status).toBe(200);
      expect(full.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    },
  );
});
