/**
 * Mermaid: the parser of the mermaid package the site renders diagrams with
 * (installed with @docusaurus/theme-mermaid). Some diagram types sanitize
 * their labels with DOMPurify, which binds to a `window` when first loaded:
 * mermaid is loaded with a jsdom window in place, which is then removed again
 * so nothing else in the process sees a DOM.
 */
import {asWritten, type LanguageChecker, type SyntaxIssue} from '../languageChecker';

type Mermaid = (typeof import('mermaid'))['default'];

let loaded: Promise<Mermaid> | undefined;

function loadMermaid(): Promise<Mermaid> {
  loaded ??= (async () => {
    const globals = globalThis as {window?: unknown};
    if (globals.window !== undefined) return (await import('mermaid')).default;
    const {JSDOM} = await import('jsdom');
    globals.window = new JSDOM('').window;
    try {
      return (await import('mermaid')).default;
    } finally {
      delete globals.window;
    }
  })();
  return loaded;
}

/**
 * Mermaid's message: `Parse error on line 2:`, the line, a caret, then
 * `Expecting 'A', 'B', ... got 'C'`, shortened to the first few expected tokens.
 */
function mermaidIssue(message: string): SyntaxIssue {
  const lines = message.split('\n');
  const line = /on line (\d+)/.exec(lines[0]!)?.[1];
  let detail = lines.length > 1 ? lines[lines.length - 1]! : '';
  const expecting = /^Expecting (.*), got (.*)$/.exec(detail);
  if (expecting) {
    const tokens = expecting[1]!.split(', ');
    const shown = tokens.slice(0, 4).join(', ') + (tokens.length > 4 ? ', ...' : '');
    detail = `got ${expecting[2]}, expecting ${shown}`;
  }
  return {
    line: line === undefined ? undefined : Number(line),
    message: detail ? `${lines[0]} ${detail}` : lines[0]!,
  };
}

export const mermaidChecker: LanguageChecker = {
  complete: [asWritten],
  fragments: [],
  async check(texts) {
    const mermaid = await loadMermaid();
    const results: SyntaxIssue[][] = [];
    for (const text of texts) {
      try {
        await mermaid.parse(text);
        results.push([]);
      } catch (error) {
        results.push([mermaidIssue(error instanceof Error ? error.message : String(error))]);
      }
    }
    return results;
  },
};
