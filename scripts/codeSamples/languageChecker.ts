/** What every language's checker provides to the code sample check. */

/** One error a tool found; `line` is within the text it was given, when the tool names one. */
export interface SyntaxIssue {
  line?: number;
  message: string;
}

/** A way to place a sample in a complete file of its language before the check. */
export interface Wrapper {
  /** Named in messages: 'class body', 'function body'. */
  name: string;
  /** How many lines `wrap` puts before the sample's first line, to map errors back. */
  linesBefore: number;
  wrap(code: string): string;
}

export interface LanguageChecker {
  /** The forms a complete sample is checked in, lightest first: it must parse in one of them. */
  complete: readonly Wrapper[];
  /** The further forms a `partial` sample may also take, lightest first. */
  fragments: readonly Wrapper[];
  /**
   * The errors of each text (a sample in one of its forms), in order; an
   * empty list means the text is valid. Checks all texts with one tool run, or
   * a small pool of runs, so the site's samples take seconds. Throws when the
   * tool itself cannot run (not installed): that is reported, never skipped.
   */
  check(texts: readonly string[]): Promise<SyntaxIssue[][]>;
}

/** The sample as written. */
export const asWritten: Wrapper = {name: 'as written', linesBefore: 0, wrap: (code) => code};

/** A wrapper that puts fixed text before and after the sample. */
export function around(name: string, before: string, after: string): Wrapper {
  return {
    name,
    linesBefore: before.split('\n').length - 1,
    wrap: (code) => `${before}${code}${after}`,
  };
}

/** The line (1-based) of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}
