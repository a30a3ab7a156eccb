/**
 * A sample's code without what a translation changes: comments and the text
 * inside string literals. Two twins with the same shape are the same program,
 * so running the English sample runs the French one too.
 */
const lineComment: Readonly<Record<string, RegExp>> = {
  hash: /(^|\s)#(?![!{]).*$/gm,
  slash: /(^|[^:\\])\/\/.*$/gm,
};

const commentStyles: Readonly<Record<string, (keyof typeof lineComment)[]>> = {
  bash: ['hash'],
  sh: ['hash'],
  shell: ['hash'],
  python: ['hash'],
  py: ['hash'],
  ruby: ['hash'],
  rb: ['hash'],
  php: ['slash', 'hash'],
  nginx: ['hash'],
};

export function codeShape(language: string, code: string): string {
  const styles = commentStyles[language] ?? ['slash'];
  let shape = code
    // Strings first, so that a // or # inside one is not taken for a comment; a translation may
    // swap quotes to hold an apostrophe, so every string becomes the same "".
    .replace(/"(?:[^"\\\n]|\\.)*"/g, '""')
    .replace(/'(?:[^'\\\n]|\\.)*'/g, '""')
    .replace(/`(?:[^`\\]|\\.)*`/g, '""')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  for (const style of styles) shape = shape.replace(lineComment[style]!, '$1');
  // The text between tags (HTML, JSX, templates) is the page's words.
  shape = shape.replace(/>[^<>{}]*</g, '><');
  return shape.replace(/\s+/g, ' ').trim();
}
