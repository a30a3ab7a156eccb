import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {VFile} from 'vfile';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import remarkDiagrams from './remarkDiagrams';
import type {DrawDiagrams} from './renderDiagrams';

const source = (title: string) =>
  `flowchart TD\n  accTitle: ${title}\n  accDescr: The visitor passes the check and gets a token\n  A --> B`;

/** Stands in for Mermaid in the browser: a small SVG whose fill says which mode drew it. */
const fakeDraw = vi.fn<DrawDiagrams>(async (sources, mode) =>
  sources.map((text, index) => ({
    status: 'fulfilled' as const,
    value: {
      svg: `<svg xmlns="http://www.w3.org/2000/svg" id="diagram-${index}" width="100%" viewBox="0 0 200.5 80"><rect width="200" height="80" fill="${mode === 'dark' ? '#111' : '#eee'}"/><text>${text.length}</text></svg>`,
      title: /accTitle: (.*)/.exec(text)?.[1],
      description: /accDescr: (.*)/.exec(text)?.[1],
    },
  })),
);

const page = (...codes: {lang: string; value: string}[]): Root => ({
  type: 'root',
  children: [
    {type: 'paragraph', children: [{type: 'text', value: 'Before'}]},
    {
      type: 'blockquote',
      children: codes.map((code) => ({type: 'code', lang: code.lang, value: code.value})),
    },
  ],
});

let outDir: string;
beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  fakeDraw.mockClear();
});
afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

async function transform(
  tree: Root,
  compilerName = 'client',
  transformer = remarkDiagrams({outDir, draw: fakeDraw}),
): Promise<Root> {
  const file = new VFile({path: '/site/docs/page.mdx', data: {compilerName}});
  await transformer(tree, file);
  return tree;
}

const attribute = (element: MdxJsxFlowElement, name: string) =>
  element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;

describe('remarkDiagrams', () => {
  it('replaces each mermaid block, wherever it sits, with a <Diagram> of its images', async () => {
    const tree = await transform(
      page({lang: 'mermaid', value: source('First')}, {lang: 'js', value: 'let a = 1;'}),
    );
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: "import Diagram from '@site/src/components/Diagram';",
    });
    const [diagram, code] = (tree.children[2] as {children: unknown[]}).children as [
      MdxJsxFlowElement,
      {type: string},
    ];
    expect(code.type).toBe('code');
    expect(diagram.type).toBe('mdxJsxFlowElement');
    expect(diagram.name).toBe('Diagram');
    expect(attribute(diagram, 'title')).toBe('First');
    expect(attribute(diagram, 'description')).toBe('The visitor passes the check and gets a token');
    expect(attribute(diagram, 'width')).toBe('201');
    expect(attribute(diagram, 'height')).toBe('80');
    for (const [mode, fill] of [
      ['light', '#eee'],
      ['dark', '#111'],
    ] as const) {
      const value = attribute(diagram, mode) as {value: string; data: {estree: unknown}};
      const file = /!([^!]+\.svg)"\)\.default$/.exec(value.value)?.[1];
      expect(value.value).toMatch(/^require\(".*file-loader.*name=assets\/images\//);
      expect(fs.readFileSync(file!, 'utf8')).toContain(`fill="${fill}"`);
      expect(JSON.stringify(value.data.estree)).toContain(file);
    }
  });

  it('asks the server compiler not to emit the images a second time', async () => {
    const tree = await transform(page({lang: 'mermaid', value: source('First')}), 'server');
    const diagram = (tree.children[2] as {children: MdxJsxFlowElement[]}).children[0]!;
    expect((attribute(diagram, 'light') as {value: string}).value).toContain('emitFile=false');
  });

  it('draws an unchanged diagram only once, in both modes at once', async () => {
    await transform(page({lang: 'mermaid', value: source('First')}));
    expect(fakeDraw).toHaveBeenCalledTimes(2);
    expect(fakeDraw.mock.calls.map(([, mode]) => mode).sort()).toEqual(['dark', 'light']);
    await transform(page({lang: 'mermaid', value: source('First')}));
    expect(fakeDraw).toHaveBeenCalledTimes(2);
    await transform(page({lang: 'mermaid', value: source('Changed')}));
    expect(fakeDraw).toHaveBeenCalledTimes(4);
  });

  it('draws the diagrams of pages compiled side by side together, once per mode', async () => {
    const transformer = remarkDiagrams({outDir, draw: fakeDraw});
    await Promise.all([
      transform(page({lang: 'mermaid', value: source('First')}), 'client', transformer),
      transform(page({lang: 'mermaid', value: source('Second')}), 'client', transformer),
    ]);
    expect(fakeDraw).toHaveBeenCalledTimes(2);
    expect(fakeDraw.mock.calls[0]![0]).toHaveLength(2);
  });

  it('leaves a page without diagrams alone, without starting a browser', async () => {
    const tree = page({lang: 'js', value: 'let a = 1;'});
    const before = structuredClone(tree);
    await transform(tree);
    expect(tree).toEqual(before);
    expect(fakeDraw).not.toHaveBeenCalled();
  });

  it('fails the build, naming the page, for a diagram without a text alternative', async () => {
    await expect(
      transform(page({lang: 'mermaid', value: 'flowchart TD\n  accTitle: T\n  A --> B'})),
    ).rejects.toThrow(/page\.mdx, diagram 1 \(line \?\): it has no accDescr/);
    await expect(
      transform(page({lang: 'mermaid', value: 'flowchart TD\n  accDescr: D\n  A --> B'})),
    ).rejects.toThrow(/diagram 1 \(line \?\): it has no accTitle/);
    expect(fakeDraw).not.toHaveBeenCalled();
  });

  it("fails the build with Mermaid's message when a diagram cannot be drawn", async () => {
    fakeDraw.mockResolvedValueOnce([
      {status: 'rejected', reason: {name: 'Error', message: 'Parse error on line 2'}},
    ]);
    await expect(transform(page({lang: 'mermaid', value: source('Broken')}))).rejects.toThrow(
      /page\.mdx, diagram 1 \(line \?\): Mermaid could not draw it: Parse error on line 2/,
    );
    expect(fs.readdirSync(outDir).filter((f) => f.endsWith('.json'))).toEqual([]);
  });
});
