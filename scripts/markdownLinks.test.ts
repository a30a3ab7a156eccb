// The contributors' Markdown (README.md, CONTRIBUTING.md, every folder's README and notes: every
// .md file outside the docs and what builds write): each relative link reaches a file or folder of the
// repository, and an #anchor into a Markdown file one of its headings, slugged as GitHub does.
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {Nodes, Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

const parse = (text: string): Root => unified().use(remarkParse).use(remarkGfm).parse(text);

function* descendants(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* descendants(child);
}

const textOf = (node: Nodes): string =>
  'value' in node ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

/** The anchors GitHub gives a Markdown file's headings. */
export function headingSlugs(tree: Root): Set<string> {
  const slugger = createSlugger();
  return new Set(
    [...descendants(tree)]
      .filter((node) => node.type === 'heading')
      .map((heading) => slugger.slug(textOf(heading))),
  );
}

const slugsCache = new Map<string, Set<string>>();
const slugsOf = (file: string): Set<string> => {
  if (!slugsCache.has(file))
    slugsCache.set(file, headingSlugs(parse(fs.readFileSync(file, 'utf8'))));
  return slugsCache.get(file)!;
};

/** The relative links of a Markdown file (`file`, from the repository) that lead nowhere. */
export function brokenLinks(file: string, markdown: string): string[] {
  const tree = parse(markdown);
  let ownSlugs: Set<string> | undefined;
  return [...descendants(tree)]
    .flatMap((node) =>
      node.type === 'link' || node.type === 'definition' || node.type === 'image' ? [node.url] : [],
    )
    .filter((url) => !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//'))
    .filter((url) => {
      const [target = '', anchor] = decodeURI(url).split('#');
      if (target === '') return !(ownSlugs ??= headingSlugs(tree)).has(anchor!);
      const resolved = path.join(path.dirname(file), target);
      if (!fs.existsSync(resolved)) return true;
      return anchor !== undefined && resolved.endsWith('.md') && !slugsOf(resolved).has(anchor);
    })
    .map((url) => `${file}: ${url}`);
}

/** Not ours to check: the docs, the dependencies, and what builds and test runs write. */
const notOurs = new Set([
  'docs',
  'i18n',
  'node_modules',
  'build',
  'test-results',
  'playwright-report',
  'screenshots',
  'out',
  'dist',
]);

/** The Markdown files under a folder, found without git: the unit tests start no program. */
function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.name.startsWith('.') || notOurs.has(entry.name)) return [];
    return entry.isDirectory() ? markdownFiles(file) : file.endsWith('.md') ? [file] : [];
  });
}

const contributorsMarkdown = markdownFiles('.');

describe("the contributors' Markdown", () => {
  it('is every README, CONTRIBUTING.md and the notes beside the code', () => {
    expect(contributorsMarkdown).toEqual(
      expect.arrayContaining([
        'README.md',
        'CONTRIBUTING.md',
        'deploy/README.md',
        'tests/README.md',
        'bench/README.md',
        'scripts/sampleRunner/README.md',
        'mcp/README.md',
      ]),
    );
  });

  // Some 30 files parsed: seconds on a machine busy with the other stages.
  it('links only to files, folders and headings that exist', {timeout: 30_000}, () => {
    expect(
      contributorsMarkdown.flatMap((file) => brokenLinks(file, fs.readFileSync(file, 'utf8'))),
    ).toEqual([]);
  });

  it('keeps README.md to a five-minute read: at most 200 lines', () => {
    expect(fs.readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(
      200,
    );
  });
});

describe('the link check', () => {
  it('finds a missing file, a missing heading and a heading that moved to another file', () => {
    expect(
      brokenLinks(
        'README.md',
        [
          '[ok](CONTRIBUTING.md) [ok](deploy/) [ok](#title) [ok](https://example.org/x.md)',
          '[file](nowhere.md) [heading](CONTRIBUTING.md#no-such-heading) [here](#nope)',
          '[ref]: tests/nope.md',
          '# Title',
        ].join('\n\n'),
      ),
    ).toEqual([
      'README.md: nowhere.md',
      'README.md: CONTRIBUTING.md#no-such-heading',
      'README.md: #nope',
      'README.md: tests/nope.md',
    ]);
  });

  it('slugs headings as GitHub does, code and punctuation included', () => {
    expect([
      ...headingSlugs(
        parse('# Two commands\n## The `npm test` stages\n## Markdown twins, llms.txt\n## A\n## A'),
      ),
    ]).toEqual(['two-commands', 'the-npm-test-stages', 'markdown-twins-llmstxt', 'a', 'a-1']);
  });
});
