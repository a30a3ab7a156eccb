/** Shell: `bash -n`, which parses a script without running it. */
import {asWritten, type LanguageChecker, type SyntaxIssue} from '../languageChecker';
import {mapWithPool, runTool, toolPoolSize, withSampleFiles} from '../runTool';

const bashError = /line (\d+): (.*)/;

async function parse(file: string): Promise<SyntaxIssue[]> {
  const result = await runTool('bash', ['-n', file]);
  if (result.code === 0) return [];
  const match = bashError.exec(result.stderr);
  return [match ? {line: Number(match[1]), message: match[2]!} : {message: result.stderr.trim()}];
}

export const shellChecker: LanguageChecker = {
  complete: [asWritten],
  fragments: [],
  check: (texts) =>
    withSampleFiles(texts, '.sh', (files) => mapWithPool(files, toolPoolSize, parse)),
};
