import fs from 'node:fs';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';

/**
 * Imports a TypeScript sample of the docs that imports from a package this project does not
 * run (`@playwright/test`'s runner, `next/headers`): its one import line is replaced by a read
 * of what the caller put on `globalThis`, the code transpiled to a module in `file`, and the
 * module imported. A sample without that import line is refused, named by `what`.
 */
export async function importTranspiled<T>(
  code: string,
  file: string,
  imported: {line: RegExp; replacement: string; what: string},
): Promise<T> {
  if (!imported.line.test(code)) throw new Error(imported.what);
  const source = code.replace(imported.line, imported.replacement);
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  fs.writeFileSync(file, outputText);
  return (await import(pathToFileURL(file).href)) as T;
}
