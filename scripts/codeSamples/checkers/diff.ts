/**
 * Diffs: no toolchain checks a diff without file headers (what pages show),
 * so this is the unified diff format's own rule: every line is a header
 * (`diff`, `index`, `---`, `+++`, `@@`), context (` `), an addition (`+`) or a
 * removal (`-`); an empty line counts as empty context, as git accepts it.
 * And a diff changes something.
 */
import {asWritten, type LanguageChecker, type SyntaxIssue} from '../languageChecker';

const headerLine = /^(diff |index |--- |\+\+\+ |@@ |\\ No newline at end of file)/;

function diffIssues(text: string): SyntaxIssue[] {
  const lines = text.split('\n');
  const issues: SyntaxIssue[] = [];
  let changes = 0;
  for (const [i, line] of lines.entries()) {
    if (headerLine.test(line)) continue;
    if (line.startsWith('+') || line.startsWith('-')) changes++;
    else if (line !== '' && !line.startsWith(' ')) {
      issues.push({
        line: i + 1,
        message: `not a diff line (each starts with ' ', '+' or '-'): ${line.slice(0, 40)}`,
      });
    }
  }
  if (changes === 0) issues.push({line: 1, message: "no line is added ('+') or removed ('-')"});
  return issues;
}

export const diffChecker: LanguageChecker = {
  complete: [asWritten],
  fragments: [],
  check: (texts) => Promise.resolve(texts.map(diffIssues)),
};
