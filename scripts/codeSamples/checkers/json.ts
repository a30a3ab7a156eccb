/** JSON: the JavaScript engine's own parser. */
import {
  around,
  asWritten,
  lineAt,
  type LanguageChecker,
  type SyntaxIssue,
} from '../languageChecker';

/** The errors of one JSON text: none, or the parser's message at its line. */
export function jsonIssues(text: string): SyntaxIssue[] {
  try {
    JSON.parse(text);
    return [];
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    return [{line: position ? lineAt(text, Number(position[1])) : undefined, message}];
  }
}

export const jsonChecker: LanguageChecker = {
  complete: [asWritten],
  // A few members of a larger object: `"sitekey": "...", "theme": "dark"`.
  fragments: [around('object members', '{\n', '\n}')],
  check: (texts) => Promise.resolve(texts.map(jsonIssues)),
};
