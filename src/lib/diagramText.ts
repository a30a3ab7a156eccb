/**
 * What a Mermaid diagram says it shows: its `accTitle` and its `accDescr` (one line, or the
 * `accDescr { ... }` block form), the text alternative of its image. Missing parts are undefined.
 */
export function diagramText(source: string): {title?: string; description?: string} {
  const title = /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(source)?.[1];
  const line = /^\s*accDescr\s*:\s*(.+?)\s*$/m.exec(source)?.[1];
  const block = /^\s*accDescr\s*\{([^}]*)\}/m.exec(source)?.[1]?.trim().replace(/\s+/g, ' ');
  return {title, description: line ?? (block || undefined)};
}
