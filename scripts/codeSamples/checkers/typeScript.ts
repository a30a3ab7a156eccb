/**
 * JavaScript, JSX, TypeScript and TSX: the TypeScript compiler's parser. Only
 * syntax is checked (the program has no libraries and resolves no imports),
 * since samples use packages that are not installed here. For `.js` files the
 * compiler also reports TypeScript-only syntax (type annotations) as errors.
 */
import ts from 'typescript';
import {around, asWritten, type LanguageChecker, type SyntaxIssue} from '../languageChecker';

export type ScriptFlavour = 'js' | 'jsx' | 'ts' | 'tsx';

const scriptKinds: Record<ScriptFlavour, ts.ScriptKind> = {
  js: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
  ts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};

const options: ts.CompilerOptions = {
  allowJs: true,
  jsx: ts.JsxEmit.Preserve,
  module: ts.ModuleKind.ESNext,
  noEmit: true,
  noLib: true,
  noResolve: true,
  target: ts.ScriptTarget.Latest,
  types: [],
};

/** The syntax errors of each script, parsed as one in-memory program. */
export function scriptIssues(
  scripts: readonly {text: string; flavour: ScriptFlavour}[],
): SyntaxIssue[][] {
  const files = new Map(
    scripts.map(({text, flavour}, i) => {
      const name = `/samples/sample-${i}.${flavour}`;
      const kind = scriptKinds[flavour];
      return [name, ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, kind)] as const;
    }),
  );
  const host: ts.CompilerHost = {
    getSourceFile: (name) => files.get(name),
    getDefaultLibFileName: () => '/samples/lib.d.ts',
    writeFile: () => {},
    getCurrentDirectory: () => '/samples',
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (name) => files.has(name),
    readFile: () => undefined,
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return [...files.values()].map((file) =>
    // Parse errors first: for a .js file the compiler lists its complaints
    // about TypeScript-only syntax (codes 8xxx) before them, and broken
    // JavaScript often looks like such syntax (`function f( {` like a signature).
    [...program.getSyntacticDiagnostics(file)]
      .sort((a, b) => Number(a.code >= 8000) - Number(b.code >= 8000))
      .map((diagnostic) => ({
        line:
          diagnostic.start === undefined
            ? undefined
            : file.getLineAndCharacterOfPosition(diagnostic.start).line + 1,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
      })),
  );
}

export function scriptChecker(flavour: ScriptFlavour): LanguageChecker {
  return {
    complete: [asWritten],
    fragments: [
      // `await` and `return` at the top level: the body of a function.
      around('function body', 'async function sample() {\n', '\n}'),
      // `sitekey: '...', theme: 'dark'`: a few properties of an options object.
      around('object members', 'const sample = {\n', '\n};'),
      around('class body', 'class Sample {\n', '\n}'),
    ],
    check: (texts) => Promise.resolve(scriptIssues(texts.map((text) => ({text, flavour})))),
  };
}
