import type {InlineCode, Link, Nodes, Parents, PhrasingContent, Root, Text} from 'mdast';
import {glossaryTerms, type GlossaryTerm} from '../../data/glossary';
import {localize} from '../../data/text';

/** Where a page stands: its locale and its route without the locale prefix (`/keys`). */
export interface GlossaryPage {
  readonly locale: string;
  readonly route: string;
}

/** The glossary's own route: its page links nothing to itself. */
const glossaryRoute = '/glossary';

/** What the link to a term points at, on the glossary page. */
const glossaryTermUrl = (term: GlossaryTerm): string => `${glossaryRoute}#${term.id}`;

/** Letters, digits, `_` and `-` extend a word: `challenge` is not found in `challenge-error`. */
const outside = String.raw`(?<![\p{L}\p{N}_-])`;
const outsideAfter = String.raw`(?![\p{L}\p{N}_-])`;

/** One word of a term as prose writes it, singular or plural; apostrophes either way. */
function wordPattern(word: string): string {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
  if (word.length < 3 || !/\p{L}$/u.test(word)) return escaped;
  if (/[^s]s$/.test(word)) return `${escaped.slice(0, -1)}s?`;
  return `${escaped}(?:s|es)?`;
}

/** The term's words in a locale: its name without a leading article or a parenthesis. */
function termWords(term: GlossaryTerm, locale: string): string {
  return localize(term.term, locale)
    .replace(/\s*\(.*\)$/, '')
    .replace(/^(?:the|le|la|les) /i, '')
    .replace(/^l'/i, '');
}

function termPattern(term: GlossaryTerm, locale: string): RegExp {
  const words = termWords(term, locale)
    .split(/\s+/)
    .map(wordPattern)
    .join(String.raw`\s+`);
  const codes = (term.code ?? []).map((code) => wordPattern(code));
  return new RegExp(`${outside}(?:${[words, ...codes].join('|')})${outsideAfter}`, 'iu');
}

/** The route part of a `see` path: `/keys#hostnames` → `/keys`. */
const routeOf = (url: string): string => url.split('#')[0]!;

/** Nodes whose text is never a first use: links already, headings, code, inline components. */
const skipped = new Set([
  'link',
  'linkReference',
  'heading',
  'code',
  'html',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxFlowExpression',
  'mdxjsEsm',
  'yaml',
  'definition',
]);

const linkTo = (term: GlossaryTerm, children: PhrasingContent[]): Link => ({
  type: 'link',
  url: glossaryTermUrl(term),
  title: null,
  children,
});

/**
 * Links the first use of each glossary term on a page to its row on `/glossary`, in the page's
 * locale: the first text that says it (`secret key`, `secret keys`), or an inline code that is
 * exactly its code (`remoteip`). Headings, links, code blocks and inline components keep their
 * text; the glossary itself and the page a term's row sends the reader to link nothing to it.
 * Changes the tree in place, and returns the ids of the terms it linked.
 */
export function linkGlossaryTerms(tree: Root, page: GlossaryPage): string[] {
  if (page.route === glossaryRoute) return [];
  const pending = glossaryTerms
    .filter((term) => routeOf(term.see) !== page.route)
    .map((term) => ({term, pattern: termPattern(term, page.locale)}));
  const linked: string[] = [];

  /** The earliest use of a pending term in a text, if any. */
  function firstUse(value: string) {
    let best: {index: number; length: number; entry: (typeof pending)[number]} | undefined;
    for (const entry of pending) {
      const match = entry.pattern.exec(value);
      if (match && (best === undefined || match.index < best.index))
        best = {index: match.index, length: match[0].length, entry};
    }
    return best;
  }

  function take(entry: (typeof pending)[number]): GlossaryTerm {
    pending.splice(pending.indexOf(entry), 1);
    linked.push(entry.term.id);
    return entry.term;
  }

  /** A text node as text and links, each pending term linked at its first use. */
  function splitText(node: Text): PhrasingContent[] {
    const parts: PhrasingContent[] = [];
    let rest = node.value;
    for (let use = firstUse(rest); use; use = firstUse(rest)) {
      if (use.index > 0) parts.push({type: 'text', value: rest.slice(0, use.index)});
      const words = rest.slice(use.index, use.index + use.length);
      parts.push(linkTo(take(use.entry), [{type: 'text', value: words}]));
      rest = rest.slice(use.index + use.length);
    }
    if (rest !== '') parts.push({type: 'text', value: rest});
    return parts.length === 1 && parts[0]!.type === 'text' ? [node] : parts;
  }

  function codeLink(node: InlineCode): PhrasingContent {
    const entry = pending.find(({term}) => term.code?.includes(node.value));
    return entry ? linkTo(take(entry), [node]) : node;
  }

  function visit(parent: Parents): void {
    const children: Nodes[] = [];
    for (const child of parent.children as Nodes[]) {
      if (pending.length === 0 || skipped.has(child.type)) children.push(child);
      else if (child.type === 'text') children.push(...splitText(child));
      else if (child.type === 'inlineCode') children.push(codeLink(child));
      else {
        if ('children' in child) visit(child);
        children.push(child);
      }
    }
    (parent as {children: Nodes[]}).children = children;
  }

  visit(tree);
  return linked;
}
