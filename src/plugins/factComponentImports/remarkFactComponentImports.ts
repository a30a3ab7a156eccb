import type {Root, RootContent} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {
  factComponentSources,
  type FactComponentSource,
} from '../../components/FactTables/pageComponents';

/** The function that draws a table from its definition, imported once per page that has one. */
const drawTable = {
  module: '@site/src/components/FactTables/factTableComponent',
  name: 'factTableComponent',
};
const drawTableLocal = '__factTableComponent';

function usedTags(
  node: Root | RootContent,
  sources: ReadonlyMap<string, unknown>,
  found = new Set<string>(),
) {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
    if (sources.has(node.name)) found.add(node.name);
  }
  if ('children' in node) for (const child of node.children) usedTags(child, sources, found);
  return found;
}

/** The names the page's own imports and exports already bind: those it chose itself. */
function boundNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers) names.add(specifier.local.name);
      } else if (statement.type === 'ExportNamedDeclaration') {
        const declaration = statement.declaration;
        if (declaration?.type === 'VariableDeclaration') {
          for (const {id} of declaration.declarations)
            if (id.type === 'Identifier') names.add(id.name);
        } else if (declaration && 'id' in declaration && declaration.id)
          names.add(declaration.id.name);
      }
    }
  }
  return names;
}

function bindingOf(tag: string, source: FactComponentSource): string[] {
  if (source.kind === 'component') return [`import ${tag} from "${source.module}";`];
  const local = `__${source.exportName}`;
  return [
    `import {${source.exportName} as ${local}} from "${source.module}";`,
    `export const ${tag} = ${drawTableLocal}(${local});`,
  ];
}

/**
 * Imports each fact component a page uses, so its chunk carries the tables it shows and no other.
 * A name the page already imports or exports is left to it.
 */
export default function remarkFactComponentImports(
  sources: ReadonlyMap<string, FactComponentSource> = factComponentSources,
) {
  return (tree: Root): void => {
    const bound = boundNames(tree);
    const tags = [...usedTags(tree, sources)].filter((tag) => !bound.has(tag));
    if (tags.length === 0) return;
    const drawsTables = tags.some((tag) => sources.get(tag)!.kind === 'table');
    const text = [
      ...(drawsTables
        ? [`import {${drawTable.name} as ${drawTableLocal}} from "${drawTable.module}";`]
        : []),
      ...tags.flatMap((tag) => bindingOf(tag, sources.get(tag)!)),
    ];
    // Parsed, so the node carries the estree MDX's compiler reads.
    const [node] = unified().use(remarkParse).use(remarkMdx).parse(text.join('\n')).children;
    tree.children.unshift(node!);
  };
}
