import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';

/** A docs source file's syntax tree, with the syntax Docusaurus reads it with. */
export function docsSourceTree(source: string, {mdx}: {mdx: boolean}): Root {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(mdx ? [remarkMdx] : [])
    .use(remarkGfm)
    .parse(source);
}
