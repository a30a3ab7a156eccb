import {describe, expect, it} from 'vitest';
import {docsRoutes} from '../src/config/docsRoutes';
import {locales} from '../src/config/site';
import {glossaryTerms} from '../src/data/glossary';
import {docsSourceTree} from '../src/plugins/markdownTwins/docsSourceTree';
import {preprocessDocsSource} from '../src/plugins/markdownTwins/mdxToMarkdown';
import {linkGlossaryTerms} from '../src/plugins/glossaryLinks/linkGlossaryTerms';
import {pageSource} from '../tests/siteContent';

// The pages link glossary terms from the data (src/plugins/glossaryLinks); this reads every page
// of both locales, with its partials, as the plugin does, so a term no page uses is found.
describe.each(locales.map((locale) => [locale.code, locale] as const))(
  'glossary links (%s)',
  (_code, locale) => {
    const linkedOn = new Map<string, string[]>();
    for (const {file, route} of docsRoutes()) {
      const tree = docsSourceTree(preprocessDocsSource(pageSource(locale, file)), {
        mdx: file.endsWith('.mdx'),
      });
      for (const id of linkGlossaryTerms(tree, {locale: locale.code, route}))
        linkedOn.set(id, [...(linkedOn.get(id) ?? []), route]);
    }

    it('links every glossary term from at least one page outside the glossary', () => {
      const unlinked = glossaryTerms.map(({id}) => id).filter((id) => !linkedOn.has(id));
      expect(unlinked).toEqual([]);
    });

    it('links the terms the reader meets first on the pages that use them most', () => {
      for (const id of ['site-key', 'secret-key', 'token', 'test-keys', 'hostname'])
        expect(linkedOn.get(id)?.length ?? 0, id).toBeGreaterThan(5);
    });
  },
);
