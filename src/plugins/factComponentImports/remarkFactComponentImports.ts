import type {ModuleDeclaration, Program} from 'estree';
import type {Root, RootContent} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
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

/** The fact components a page's content writes, in order of first use. */
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

const identifier = (name: string) => ({type: 'Identifier', name}) as const;
const literal = (value: string) => ({type: 'Literal', value, raw: JSON.stringify(value)}) as const;

/** `import {imported as local} from 'module'`, or `import local from 'module'`. */
function importStatement(module: string, local: string, imported?: string): ModuleDeclaration {
  return {
    type: 'ImportDeclaration',
    attributes: [],
    specifiers: [
      imported === undefined
        ? {type: 'ImportDefaultSpecifier', local: identifier(local)}
        : {type: 'ImportSpecifier', imported: identifier(imported), local: identifier(local)},
    ],
    source: literal(module),
  };
}

/** `export const tag = __factTableComponent(definition)`: the page's own binding of the tag. */
function drawnTableStatement(tag: string, definitionLocal: string): ModuleDeclaration {
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    attributes: [],
    source: null,
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: identifier(tag),
          init: {
            type: 'CallExpression',
            callee: identifier(drawTableLocal),
            arguments: [identifier(definitionLocal)],
            optional: false,
          },
        },
      ],
    },
  };
}

/** The statements that bind one fact component in the page, and their source text. */
function bindingOf(
  tag: string,
  source: FactComponentSource,
): {statements: ModuleDeclaration[]; text: string[]} {
  if (source.kind === 'component') {
    return {
      statements: [importStatement(source.module, tag)],
      text: [`import ${tag} from '${source.module}';`],
    };
  }
  const local = `__${source.exportName}`;
  return {
    statements: [
      importStatement(source.module, local, source.exportName),
      drawnTableStatement(tag, local),
    ],
    text: [
      `import {${source.exportName} as ${local}} from '${source.module}';`,
      `export const ${tag} = ${drawTableLocal}(${local});`,
    ],
  };
}

/**
 * Binds each fact component a page uses to its own module, at the top of the page, so the
 * page's chunk carries the tables it shows and no other (they are not global MDX components).
 * A name the page already imports or exports is left to it.
 */
export default function remarkFactComponentImports(
  sources: ReadonlyMap<string, FactComponentSource> = factComponentSources,
) {
  return (tree: Root): void => {
    const bound = boundNames(tree);
    const tags = [...usedTags(tree, sources)].filter((tag) => !bound.has(tag));
    if (tags.length === 0) return;
    const bindings = tags.map((tag) => bindingOf(tag, sources.get(tag)!));
    const drawsTables = tags.some((tag) => sources.get(tag)!.kind === 'table');
    const statements = [
      ...(drawsTables ? [importStatement(drawTable.module, drawTableLocal, drawTable.name)] : []),
      ...bindings.flatMap((b) => b.statements),
    ];
    const text = [
      ...(drawsTables
        ? [`import {${drawTable.name} as ${drawTableLocal}} from '${drawTable.module}';`]
        : []),
      ...bindings.flatMap((b) => b.text),
    ];
    const program: Program = {type: 'Program', sourceType: 'module', body: statements};
    const node: MdxjsEsm = {type: 'mdxjsEsm', value: text.join('\n'), data: {estree: program}};
    tree.children.unshift(node);
  };
}
