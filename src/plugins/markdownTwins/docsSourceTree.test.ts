import {describe, expect, it} from 'vitest';
import {docsSourceTree} from './docsSourceTree';

const source = `---
title: "Keys"
---

:::note
A |table| cell.
:::

| a | b |
|---|---|
| 1 | 2 |

<TestKey name="siteKey" />
`;

describe('docsSourceTree', () => {
  it('reads front matter, directives, GFM tables and MDX elements as Docusaurus does', () => {
    const types = docsSourceTree(source, {mdx: true}).children.map((node) => node.type);
    expect(types).toEqual(['yaml', 'containerDirective', 'table', 'mdxJsxFlowElement']);
  });

  it('leaves JSX as HTML in a plain Markdown file', () => {
    const last = docsSourceTree(source, {mdx: false}).children.at(-1);
    expect(last?.type).toBe('html');
  });
});
