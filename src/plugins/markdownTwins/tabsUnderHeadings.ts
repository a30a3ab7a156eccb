import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Nodes, RootContent} from 'mdast';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import {isJsx, propsOf} from './jsxProps';

/** The text of inline nodes, code included: `### C# {#csharp}` → `C# {#csharp}`. */
function plainText(nodes: readonly RootContent[]): string {
  return nodes
    .map((node) =>
      'value' in node && typeof node.value === 'string'
        ? node.value
        : 'children' in node
          ? plainText(node.children as RootContent[])
          : '',
    )
    .join('');
}

/**
 * Tabs whose every tab has a heading of its own further down the page (the API's examples, one
 * tab per language, then `### Java {#java}` with the notes on the Java example) are read there:
 * each tab's content goes under its heading, so that the section `java` holds the Java code.
 * A tab has its heading when its label is the heading's text or its value the heading's id.
 */
export function tabsUnderTheirHeadings(nodes: readonly RootContent[]): RootContent[] {
  const placed = new Map<RootContent, RootContent[]>();
  const moved = new Set<RootContent>();
  nodes.forEach((node, index) => {
    if (!isJsx(node) || node.name !== 'Tabs') return;
    const headings = nodes.slice(index + 1).flatMap((later) => {
      if (later.type !== 'heading') return [];
      const {text: title, id} = parseMarkdownHeadingId(plainText(later.children));
      return [{node: later, title: title.trim(), id}];
    });
    const items = node.children.filter(
      (child): child is MdxJsxFlowElement =>
        isJsx(child as Nodes) && 'name' in child && child.name === 'TabItem',
    );
    const homes = items.map((item) => {
      const {label, value} = propsOf(item);
      return headings.find((h) => h.title === label || (value && h.id === value))?.node;
    });
    if (items.length === 0 || homes.includes(undefined)) return;
    moved.add(node);
    items.forEach((item, i) => placed.set(homes[i]!, item.children as RootContent[]));
  });
  return nodes.flatMap((node) => (moved.has(node) ? [] : [node, ...(placed.get(node) ?? [])]));
}
