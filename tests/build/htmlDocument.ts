// Built pages read with htmlparser2 and css-select: the checks need elements, attributes and
// text only, and JSDOM took 5 to 13 s per large page on the 2-core machine (a tenth of it here).
import {selectAll, selectOne} from 'css-select';
import type {AnyNode, Element} from 'domhandler';
import {getAttributeValue, textContent} from 'domutils';
import {parseDocument} from 'htmlparser2';

/** An element, or the document, of a parsed page: CSS selectors, attributes and text. */
export interface HtmlNode {
  /** Every element matching `selector` below this node, in document order. */
  all(selector: string): HtmlNode[];
  /** The first element matching `selector` below this node. */
  one(selector: string): HtmlNode | undefined;
  /** An attribute's value, or undefined when the element has none. */
  attribute(name: string): string | undefined;
  /** The text of the node and all its descendants, as `textContent` gives it. */
  text(): string;
}

function wrap(node: AnyNode): HtmlNode {
  return {
    all: (selector) => selectAll(selector, node).map(wrap),
    one: (selector) => {
      const found = selectOne(selector, node);
      return found ? wrap(found) : undefined;
    },
    attribute: (name) =>
      node.type === 'tag' || node.type === 'script' || node.type === 'style'
        ? getAttributeValue(node as Element, name)
        : undefined,
    text: () => textContent(node),
  };
}

/** Parses a whole page (or its head) as a browser would for these checks. */
export function parseHtml(html: string): HtmlNode {
  return wrap(parseDocument(html));
}
