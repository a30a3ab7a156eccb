import path from 'node:path';
import {escapePath, getFileLoaderUtils} from '@docusaurus/utils';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import type {ColourMode} from '../../config/diagrams';
import {createDiagramRenderer, type DrawDiagrams, type RenderedDiagram} from './renderDiagrams';

export interface RemarkDiagramsOptions {
  /** Where the drawn images are kept (and found again by later builds). */
  outDir: string;
  /** How diagrams are drawn; tests pass a stand-in for the browser. */
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

/** `name={require("<file-loader>!<file>").default}`: the bundler copies the file to assets/. */
function assetAttribute(name: string, requireString: string): MdxJsxAttribute {
  const call = {
    type: 'CallExpression',
    callee: {type: 'Identifier', name: 'require'},
    arguments: [{type: 'Literal', value: requireString, raw: JSON.stringify(requireString)}],
    optional: false,
  };
  const expression = {
    type: 'MemberExpression',
    object: call,
    property: {type: 'Identifier', name: 'default'},
    computed: false,
    optional: false,
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `require(${JSON.stringify(requireString)}).default`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression}],
        } as never,
      },
    },
  };
}

const diagramComponent = {name: 'Diagram', source: '@site/src/components/Diagram'};

/** `import Diagram from '@site/src/components/Diagram'`, as MDX's ESM node: pages never write it. */
function diagramImport(): RootContent {
  const {name, source} = diagramComponent;
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
            attributes: [],
          },
        ],
      } as never,
    },
  } as RootContent;
}

function diagramElement(diagram: RenderedDiagram, fileLoader: string): MdxJsxFlowElement {
  const modes = Object.keys(diagram.files) as ColourMode[];
  return {
    type: 'mdxJsxFlowElement',
    name: diagramComponent.name,
    attributes: [
      stringAttribute('title', diagram.title),
      stringAttribute('description', diagram.description),
      stringAttribute('width', diagram.width),
      stringAttribute('height', diagram.height),
      ...modes.map((mode) =>
        assetAttribute(mode, `${fileLoader}${escapePath(diagram.files[mode])}`),
      ),
    ],
    children: [],
  };
}

/**
 * Replaces each ```mermaid block with a <Diagram> drawn at build time, one image per colour
 * mode: pages then carry no Mermaid code at all (about 330 kB gzip of it ran in the browser).
 */
export default function remarkDiagrams({outDir, draw}: RemarkDiagramsOptions) {
  // Resolved here: the options are serialised into the browser's site config, which must not
  // carry the build machine's paths.
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
    tree.children.unshift(diagramImport());
  };
}
