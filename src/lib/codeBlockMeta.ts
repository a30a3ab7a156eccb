// Runs in the browser (the code block's caption), at build time (the Markdown twins) and in the
// code sample check: pure, no imports.

// An attribute (`key="value"`, `key='value'`, `key=value`), or any other word of the meta
// string (`{3}`, `showLineNumbers`), quoted strings whole.
const metaToken = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"']*))|"[^"]*"|'[^']*'|\S+/g;

/** An attribute of a code block's meta string: its value, '' when given without one, undefined when absent. */
export function metaAttribute(meta: string | undefined, name: string): string | undefined {
  for (const token of (meta ?? '').matchAll(metaToken)) {
    if (token[1] === name) return (token[2] ?? token[3] ?? token[4] ?? '').trim();
    if (token[0] === name) return '';
  }
  return undefined;
}

/**
 * The `partial` attribute of a code block's meta string (```` ```js partial="a method of your
 * class" ````): why the sample is a fragment, '' without a reason, undefined when absent.
 */
export function partialReason(meta: string | undefined): string | undefined {
  return metaAttribute(meta, 'partial');
}
