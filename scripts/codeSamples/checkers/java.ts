/**
 * Java: `java-parser`, the parser of prettier-plugin-java (a full Java 21
 * grammar in JavaScript), which throws on a syntax error: no JDK needed.
 */
import {around, asWritten, type LanguageChecker, type SyntaxIssue} from '../languageChecker';

/**
 * The parser's message starts `... errors detected in line: 2, column: 21!`
 * (`NaN` at the end of the file), then says what it expected, sometimes as a
 * list of every possible token: shortened to one line.
 */
function javaIssue(message: string, text: string): SyntaxIssue {
  const position = /in line: (\d+), column: (\d+)/.exec(message);
  const found = (token: string): string => (token === '' ? 'end of file' : `'${token}'`);
  const oneExpected = /Expecting --> (.*?) <-- but found --> '(.*?)' <--/.exec(message);
  const listFound = /but found: '(.*?)'!/.exec(message);
  const badCharacter = /unexpected character: ->(.*?)<-/.exec(message);
  let summary = message.split('\n')[1] ?? message;
  if (oneExpected) summary = `expected ${oneExpected[1]}, found ${found(oneExpected[2]!)}`;
  else if (listFound) {
    const expected = [...message.matchAll(/^\s+\d+\. \[(.*)\]$/gm)].map((m) => m[1]!);
    const shown = expected.slice(0, 4).join(', ') + (expected.length > 4 ? ', ...' : '');
    summary = `found ${found(listFound[1]!)}, expected one of ${shown}`;
  } else if (badCharacter) summary = `unexpected character '${badCharacter[1]}'`;
  if (!position) return {line: text.split('\n').length, message: summary};
  return {line: Number(position[1]), message: `column ${position[2]}: ${summary}`};
}

export const javaChecker: LanguageChecker = {
  complete: [asWritten],
  fragments: [
    around('class body', 'class Sample {\n', '\n}'),
    around('method body', 'class Sample {\nvoid sample() throws Exception {\n', '\n}\n}'),
  ],
  async check(texts) {
    // Imported when needed: the parser is an ES module and takes a moment to build.
    const {parse} = await import('java-parser');
    return texts.map((text) => {
      try {
        parse(text);
        return [];
      } catch (error) {
        return [javaIssue((error as Error).message, text)];
      }
    });
  },
};
