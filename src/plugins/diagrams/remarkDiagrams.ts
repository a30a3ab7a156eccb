import path from 'node:path';
import {escapePath, getFileLoaderUtils} from '@docusaurus/utils';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type {ColourMode} from '../../config/diagrams';
import {createDiagramRenderer, type DrawDiagrams, type RenderedDiagram} from './renderDiagrams';

export interface RemarkDiagramsOptions {
  /** Where the drawn images are kept (and found again by later builds). */
  outDir: string;
  draw?: DrawDiagrams;
}

function mermaidBlocks(node: Root | RootContent, found: {node: Code; parent: Parent}[] = []) {
  if ('children' in node) {
    for (const child of node.children) {
      if (child.type === 'code' && child.lang === 'mermaid')
        found.push({node: child, parent: node});
      else mermaidBlocks(child, found);
    }
  }
  return found;
}

function stringAttribute(name: string, value: string | number): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value: String(value)};
}

/** Nodes parsed from MDX, with the estree MDX's compiler reads (the `require()`s, the import). */
const mdxNodes = (mdx: string) => unified().use(remarkParse).use(remarkMdx).parse(mdx).children;

function diagramElement(diagram: RenderedDiagram, fileLoader: string): MdxJsxFlowElement {
  // `mode={require("<file-loader>!<file>").default}`: the bundler copies the file to assets/.
  const images = (Object.keys(diagram.files) as ColourMode[]).map(
    (mode) =>
      `${mode}={require(${JSON.stringify(`${fileLoader}${escapePath(diagram.files[mode])}`)}).default}`,
  );
  const element = mdxNodes(`<Diagram ${images.join(' ')} />`)[0] as MdxJsxFlowElement;
  element.attributes.unshift(
    stringAttribute('title', diagram.title),
    stringAttribute('description', diagram.description),
    stringAttribute('width', diagram.width),
    stringAttribute('height', diagram.height),
  );
  return element;
}

/** Each ```mermaid block drawn at build time: pages carry no Mermaid code (330 kB gzip). */
export default function remarkDiagrams({outDir, draw}: RemarkDiagramsOptions) {
  // Resolved here: the options, serialised into the browser's config, must not carry paths.
  const render = createDiagramRenderer(path.resolve(outDir), draw);
  return async (tree: Root, file: VFile): Promise<void> => {
    const blocks = mermaidBlocks(tree);
    if (blocks.length === 0) return;
    const diagrams: RenderedDiagram[] = await Promise.all(
      blocks.map(({node}, index) =>
        render(node.value).catch((error: Error) => {
          const where = `${file.path}, diagram ${index + 1} (line ${node.position?.start.line ?? '?'})`;
          throw new Error(`${where}: ${error.message}`, {cause: error});
        }),
      ),
    );
    const isServer = (file.data as {compilerName?: string}).compilerName === 'server';
    const fileLoader = getFileLoaderUtils(isServer).loaders.inlineMarkdownAssetImageFileLoader;
    blocks.forEach(({node, parent}, index) => {
      const at = parent.children.indexOf(node as RootContent);
      parent.children.splice(at, 1, diagramElement(diagrams[index]!, fileLoader) as RootContent);
    });
    // Pages never write the import themselves.
    tree.children.unshift(mdxNodes("import Diagram from '@site/src/components/Diagram';")[0]!);
  };
}
