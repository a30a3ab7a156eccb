// Runs in the browser (the code block's caption), at build time (the Markdown twins) and in the
// code sample check: pure, no imports.

// An attribute (`key="value"`, `key='value'`, `key=value`), or any other word of the meta
// string (`{3}`, `showLineNumbers`), quoted strings whole.
const metaToken = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"']*))|"[^"]*"|'[^']*'|\S+/g;

/**
 * The `partial` attribute of a code block's meta string (```` ```js partial="a method of your
 * class" ````): why the sample is a fragment, '' without a reason, undefined when absent.
 */
export function partialReason(meta: string | undefined): string | undefined {
  for (const token of (meta ?? '').matchAll(metaToken)) {
    if (token[1] === 'partial') return (token[2] ?? token[3] ?? token[4] ?? '').trim();
    if (token[0] === 'partial') return '';
  }
  return undefined;
}
