/** Ruby: `ruby -c`. ERB templates: `erb -x` turns them into Ruby, which `ruby -c` then checks. */
import {asWritten, type LanguageChecker, type SyntaxIssue} from '../languageChecker';
import {mapWithPool, runTool, toolPoolSize, withSampleFiles} from '../runTool';

/** The first error of `ruby -c`, in the classic parser's format or Prism's (Ruby 3.4+). */
function rubyIssue(stderr: string): SyntaxIssue {
  const lines = stderr.split('\n');
  for (const [i, text] of lines.entries()) {
    const match = /:(\d+): (.*)$/.exec(text);
    if (!match) continue;
    let message = match[2]!;
    if (/syntax errors? found/.test(message)) {
      // Prism prints the source with `^~~ explanation` under the bad token.
      const caret = lines.slice(i + 1).find((l) => /^\s*\|?\s*\^~*\s+\S/.test(l));
      if (caret) message = caret.replace(/^\s*\|?\s*\^~*\s+/, '');
    }
    return {line: Number(match[1]), message};
  }
  return {message: stderr.trim()};
}

async function checkRuby(file: string): Promise<SyntaxIssue[]> {
  const result = await runTool('ruby', ['-c', file]);
  return result.code === 0 ? [] : [rubyIssue(result.stderr)];
}

/**
 * Rails writes block helpers with an output tag, `<%= form_with ... do |f| %>`,
 * which Rails' own ERB handler compiles and plain ERB does not: such a tag is
 * checked as a plain code tag (`<% ... do |f| %>`), the block still checked.
 */
function withRailsBlockTags(template: string): string {
  return template.replace(
    /<%=((?:(?!%>)[\s\S])*?(?:\bdo|\{)\s*(?:\|[^|]*\|)?\s*)(-?%>)/g,
    '<%$1$2',
  );
}

async function checkErb(file: string): Promise<SyntaxIssue[]> {
  // -T -: Rails' trim mode, so `<%-` and `-%>` are accepted.
  const compiled = await runTool('erb', ['-x', '-T', '-', file]);
  if (compiled.code !== 0) return [{message: compiled.stderr.trim()}];
  const result = await runTool('ruby', ['-c'], {input: compiled.stdout});
  if (result.code === 0) return [];
  const issue = rubyIssue(result.stderr);
  // erb -x keeps the template's lines, after a `#coding` line of its own.
  const shift = compiled.stdout.startsWith('#coding') ? 1 : 0;
  return [{...issue, line: issue.line === undefined ? undefined : issue.line - shift}];
}

export const rubyChecker: LanguageChecker = {
  complete: [asWritten],
  // Ruby accepts methods, statements and `return` at the top level.
  fragments: [],
  check: (texts) =>
    withSampleFiles(texts, '.rb', (files) => mapWithPool(files, toolPoolSize, checkRuby)),
};

export const erbChecker: LanguageChecker = {
  complete: [asWritten],
  fragments: [],
  check: (texts) =>
    withSampleFiles(texts.map(withRailsBlockTags), '.erb', (files) =>
      mapWithPool(files, toolPoolSize, checkErb),
    ),
};
