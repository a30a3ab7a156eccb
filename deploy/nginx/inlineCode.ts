import {createHash} from 'node:crypto';
import {parse} from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

// Script types a browser runs; anything else (JSON-LD, templates) is data that CSP does not govern.
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node) yield* elements(node.content);
}

export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

export interface InlineCode {
  /** In document order without repeats. */
  scriptHashes: string[];
  /** Any `on…` attribute: allowing them would need `'unsafe-hashes'`, which the policy refuses. */
  eventHandlers: string[];
}

/** A page's inline scripts, hashed exactly as written between their tags, and event handlers. */
export function inlineCode(html: string): InlineCode {
  const hashes = new Set<string>();
  const eventHandlers: string[] = [];
  for (const element of elements(parse(html))) {
    for (const {name} of element.attrs) {
      if (/^on[a-z]+$/.test(name)) eventHandlers.push(`<${element.tagName} ${name}>`);
    }
    if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) continue;
    const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    const text = element.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
    hashes.add(scriptHashSource(text));
  }
  return {scriptHashes: [...hashes], eventHandlers};
}
