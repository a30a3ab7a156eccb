import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {locales} from '../../config/site';
import {linkGlossaryTerms, type GlossaryPage} from './linkGlossaryTerms';

/**
 * Where a docs source stands, from its path and front matter: the locale whose docs folder holds
 * it, and its `slug`; a partial (`_api/examples.mdx`), which has none, stands for its page (`/api`).
 */
export function glossaryPageOf(
  filePath: string,
  frontMatter: {slug?: unknown} | undefined,
): GlossaryPage | undefined {
  const file = filePath.split(path.sep).join('/');
  const locale = [...locales]
    .sort((a, b) => b.docsDir.length - a.docsDir.length)
    .find(({docsDir}) => file.includes(`/${docsDir}/`));
  if (!locale) return undefined;
  if (typeof frontMatter?.slug === 'string') return {locale: locale.code, route: frontMatter.slug};
  const partialOf = /\/_([^/]+)\/[^/]+\.mdx?$/.exec(file)?.[1];
  return partialOf ? {locale: locale.code, route: `/${partialOf}`} : undefined;
}

/**
 * Links each glossary term's first use on a docs page to its row on `/glossary`, from
 * `src/data/glossary.ts` (see linkGlossaryTerms). Docusaurus gives the MDX file its front matter
 * in `file.data.frontMatter` (an assumption tests/upstream/assumptions.test.ts keeps).
 */
export default function remarkGlossaryLinks() {
  return (tree: Root, file: VFile): void => {
    const page = glossaryPageOf(file.path, file.data.frontMatter as {slug?: unknown} | undefined);
    if (page) linkGlossaryTerms(tree, page);
  };
}
