/**
 * C#, Kotlin, Swift and Dart: tree-sitter grammars compiled to WebAssembly,
 * run by web-tree-sitter (no native build, no SDK). A sample fails when its
 * tree has an ERROR node (text the grammar cannot place) or a MISSING node
 * (a token the parser had to invent to recover).
 */
import {createRequire} from 'node:module';
import type {Language, Node as SyntaxNode, Parser as TreeSitterParser} from 'web-tree-sitter';
import {around, asWritten, type LanguageChecker, type SyntaxIssue} from '../languageChecker';

export type TreeSitterGrammar = 'csharp' | 'kotlin' | 'swift' | 'dart';

const require = createRequire(__filename);

// The grammar packages: tree-sitter-grammars' Kotlin ships its .wasm; for C#,
// Swift and Dart the registry has .wasm builds only in @repomix/tree-sitter-wasms.
const wasmFiles: Record<TreeSitterGrammar, string> = {
  csharp: '@repomix/tree-sitter-wasms/out/tree-sitter-c_sharp.wasm',
  kotlin: '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm',
  swift: '@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm',
  dart: '@repomix/tree-sitter-wasms/out/tree-sitter-dart.wasm',
};

const classBody = around('class body', 'class Sample {\n', '\n}');

const fragmentWrappers: Record<TreeSitterGrammar, LanguageChecker['fragments']> = {
  // C# and Swift take statements at the top level of a file.
  csharp: [classBody],
  swift: [classBody],
  // Kotlin scripts (build.gradle.kts) take statements at the top level too.
  kotlin: [classBody, around('function body', 'fun sample() {\n', '\n}')],
  dart: [classBody, around('function body', 'Future<void> sample() async {\n', '\n}')],
};

type WebTreeSitter = typeof import('web-tree-sitter');

let runtime: Promise<WebTreeSitter> | undefined;

/** web-tree-sitter with its own WebAssembly module started, once per process. */
function treeSitterRuntime(): Promise<WebTreeSitter> {
  runtime ??= import('web-tree-sitter').then(async (module) => {
    await module.Parser.init();
    return module;
  });
  return runtime;
}

const parsers = new Map<TreeSitterGrammar, Promise<TreeSitterParser>>();

function parserFor(grammar: TreeSitterGrammar): Promise<TreeSitterParser> {
  let parser = parsers.get(grammar);
  if (!parser) {
    parser = (async () => {
      const {Parser, Language} = await treeSitterRuntime();
      const language: Language = await Language.load(require.resolve(wasmFiles[grammar]));
      const created = new Parser();
      created.setLanguage(language);
      return created;
    })();
    parsers.set(grammar, parser);
  }
  return parser;
}

/** The first ERROR or MISSING node in source order. */
function firstBrokenNode(node: SyntaxNode): SyntaxNode | undefined {
  if (node.isError || node.isMissing) return node;
  for (const child of node.children) {
    if (child.hasError || child.isMissing) return firstBrokenNode(child);
  }
  return undefined;
}

function treeSitterIssues(parser: TreeSitterParser, text: string): SyntaxIssue[] {
  const tree = parser.parse(text);
  if (!tree) throw new Error('tree-sitter returned no tree');
  try {
    const broken = tree.rootNode.hasError ? firstBrokenNode(tree.rootNode) : undefined;
    if (!broken) return [];
    const where = `column ${broken.startPosition.column + 1}`;
    const message = broken.isMissing
      ? `${where}: missing ${broken.type}`
      : `${where}: syntax error at '${broken.text.split('\n')[0]!.slice(0, 40)}'`;
    return [{line: broken.startPosition.row + 1, message}];
  } finally {
    tree.delete();
  }
}

export function treeSitterChecker(grammar: TreeSitterGrammar): LanguageChecker {
  return {
    complete: [asWritten],
    fragments: fragmentWrappers[grammar],
    async check(texts) {
      const parser = await parserFor(grammar);
      return texts.map((text) => treeSitterIssues(parser, text));
    },
  };
}
