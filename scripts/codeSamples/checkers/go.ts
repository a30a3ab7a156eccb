/** Go: `gofmt -e` parses every sample in one run; only syntax errors count, not formatting. */
import path from 'node:path';
import {around, asWritten, type LanguageChecker, type SyntaxIssue} from '../languageChecker';
import {runTool, withSampleFiles} from '../runTool';

const gofmtError = /^(.*?\.go):(\d+):\d+: (.*)$/;

export const goChecker: LanguageChecker = {
  complete: [asWritten],
  fragments: [
    // Declarations without their file's package clause.
    around('in a package', 'package sample\n', ''),
    around('function body', 'package sample\n\nfunc _() {\n', '\n}\n'),
  ],
  check: (texts) =>
    withSampleFiles(texts, '.go', async (files) => {
      // -l lists unformatted files on stdout, which is ignored: a sample may
      // be aligned for the page rather than as gofmt would.
      const result = await runTool('gofmt', ['-e', '-l', ...files]);
      const issues = new Map<string, SyntaxIssue[]>(files.map((file) => [file, []]));
      for (const line of result.stderr.split('\n')) {
        const match = gofmtError.exec(line);
        if (!match) continue;
        issues.get(path.resolve(match[1]!))?.push({line: Number(match[2]), message: match[3]!});
      }
      if (result.code !== 0 && [...issues.values()].every((list) => list.length === 0)) {
        throw new Error(`gofmt failed: ${result.stderr.trim()}`);
      }
      return files.map((file) => issues.get(file)!);
    }),
};
