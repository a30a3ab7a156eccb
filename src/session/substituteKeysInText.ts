import {containsPlaceholder} from './keys';

/**
 * Puts keys into the text of markup React does not render (code kept from the server), one text
 * node at a time and as text only. Each node's first text is remembered in `originals`, so a new
 * site's keys, or a logout, start again from the placeholders.
 */
export function substituteKeysInText(
  root: Node,
  substitute: (text: string) => string,
  originals: WeakMap<Text, string>,
): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const original = originals.get(node) ?? node.nodeValue ?? '';
    if (!containsPlaceholder(original)) continue;
    originals.set(node, original);
    const text = substitute(original);
    if (node.nodeValue !== text) node.nodeValue = text;
  }
}
