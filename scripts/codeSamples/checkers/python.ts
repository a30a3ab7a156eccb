/** Python: `py_compile` of python3, all samples in one interpreter. */
import {asWritten, type LanguageChecker, type SyntaxIssue, type Wrapper} from '../languageChecker';
import {runTool, withSampleFiles} from '../runTool';

// Compiles each file named on the command line and prints one JSON list of
// [line, message] per file: one process for all samples instead of one each.
const compileEach = `
import json, py_compile, sys
results = []
for path in sys.argv[1:]:
    try:
        py_compile.compile(path, cfile=path + "c", doraise=True)
        results.append([])
    except py_compile.PyCompileError as error:
        cause = error.exc_value
        line = getattr(cause, "lineno", None)
        text = getattr(cause, "msg", None) or str(cause)
        results.append([[line, text]])
print(json.dumps(results))
`;

/** Statements that need a function (`return`, `await`): indented into an async one. */
const functionBody: Wrapper = {
  name: 'function body',
  linesBefore: 1,
  wrap: (code) => `async def _sample():\n${code.replace(/^/gm, '    ')}\n`,
};

export const pythonChecker: LanguageChecker = {
  complete: [asWritten],
  fragments: [functionBody],
  check: (texts) =>
    withSampleFiles(texts, '.py', async (files) => {
      const result = await runTool('python3', ['-c', compileEach, ...files]);
      if (result.code !== 0) throw new Error(`python3 failed: ${result.stderr.trim()}`);
      const perFile = JSON.parse(result.stdout) as [number | null, string][][];
      return perFile.map((issues): SyntaxIssue[] =>
        issues.map(([line, message]) => ({line: line ?? undefined, message})),
      );
    }),
};
