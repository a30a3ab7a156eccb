// The prose of a French page, partial or README, read with the parsers Docusaurus uses.
import {partialReason} from '../../src/lib/codeBlockMeta';
import {docsSourceTree} from '../../src/plugins/markdownTwins/docsSourceTree';
import {alignedRun, joinRuns, opaqueRun, type ProseRun} from './proseRun';

interface Node {
  type: string;
  meta?: string | null;
  name?: string | null;
  value?: string;
  children?: Node[];
  position?: {start: {offset?: number}; end: {offset?: number}};
}

/** Inline nodes that stand in the prose as one word: code, expressions, markup, images. */
const opaqueInline = new Set(
  'inlineCode image imageReference footnoteReference html mdxTextExpression textDirective'.split(
    ' ',
  ),
);
/** Inline nodes: a run of them is one piece of prose (a paragraph, a heading, a cell). */
const phrasing = new Set([
  ...opaqueInline,
  ...'text emphasis strong delete link linkReference break mdxJsxTextElement'.split(' '),
]);

const codeElements = new Set(['code', 'pre', 'kbd']);

const startOf = (node: Node): number => node.position?.start.offset ?? 0;
const endOf = (node: Node): number => node.position?.end.offset ?? startOf(node);

function inline(node: Node, source: string): ProseRun[] {
  if (node.type === 'text')
    return [alignedRun(node.value ?? '', source, startOf(node), endOf(node))];
  if (node.type === 'break') return [{text: '\n', offsets: [startOf(node)]}];
  if (opaqueInline.has(node.type)) return [opaqueRun(startOf(node))];
  const jsx = node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';
  if (jsx && (codeElements.has(node.name ?? '') || !node.children?.length))
    return [opaqueRun(startOf(node))];
  return (node.children ?? []).flatMap((child) => inline(child, source));
}

// Code blocks, imports and exports, `{expressions}` and the front matter have no children.
function flow(node: Node, source: string): ProseRun[] {
  if (node.type === 'code') return codeCaption(node, source);
  if (node.type === 'mdxJsxFlowElement' && codeElements.has(node.name ?? '')) return [];
  const runs: ProseRun[] = [];
  let group: Node[] = [];
  const closeGroup = (): void => {
    if (group.length > 0) runs.push(joinRuns(group.flatMap((child) => inline(child, source))));
    group = [];
  };
  for (const child of node.children ?? []) {
    if (phrasing.has(child.type)) {
      group.push(child);
      continue;
    }
    closeGroup();
    runs.push(...flow(child, source));
  }
  closeGroup();
  return runs;
}

/** A code block's `partial="…"` reason: the site shows it to readers above the block. */
function codeCaption(node: Node, source: string): ProseRun[] {
  const reason = partialReason(node.meta ?? undefined);
  if (!reason) return [];
  const fenceLine = source.slice(startOf(node), source.indexOf('\n', startOf(node)));
  const at = startOf(node) + fenceLine.indexOf(reason);
  return [alignedRun(reason, source, at, at + reason.length)];
}

/** The front matter's `title` and `description` values: what a search result and a tab show. */
function frontMatterProse(source: string): ProseRun[] {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!frontMatter) return [];
  const runs: ProseRun[] = [];
  for (const field of frontMatter[1]!.matchAll(/^(?:title|description):[ \t]*(.*)$/gm)) {
    const raw = field[1]!.trimEnd();
    const start = 4 + field.index + field[0].length - field[1]!.length;
    const quote = raw[0] === '"' || raw[0] === "'" ? raw[0] : '';
    const inner = quote && raw.endsWith(quote) ? raw.slice(1, -1) : raw;
    const value = quote === "'" ? inner.replaceAll("''", "'") : inner;
    const cooked = quote === '"' ? (JSON.parse(raw) as string) : value;
    const from = start + quote.length;
    runs.push(alignedRun(cooked, source, from, from + inner.length));
  }
  return runs;
}

/**
 * `{#id}` after a heading is Docusaurus's syntax, not MDX: blanked out (same length, so
 * offsets stay) before parsing, as Docusaurus escapes it before its own parse.
 */
const blankHeadingIds = (source: string): string =>
  source.replace(
    /^(#{1,6}[ \t].*?)(\{#[\w-]+\})/gm,
    (_, heading: string, id: string) => `${heading}${' '.repeat(id.length)}`,
  );

export function mdxProse(source: string, {mdx = true}: {mdx?: boolean} = {}): ProseRun[] {
  const tree = docsSourceTree(blankHeadingIds(source), {mdx}) as Node;
  return [...frontMatterProse(source), ...flow(tree, source)];
}
