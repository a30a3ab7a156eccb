// The stylesheets each locale ships (src/plugins/stylesheets): the shared one, pruned, and the
// same without the doc parts' rules for pages that show none, with those rules apart, held back
// until the reader heads for another page; the search dropdown's, held back until a reader
// reaches for the search box; and the theme editor's and the search results page's, linked by
// their pages only.
import fs from 'node:fs';
import path from 'node:path';
import postcss, {type AtRule} from 'postcss';
import {isDocPartClass} from '../../src/lib/docParts';
import {markupClasses} from '../../src/lib/markupClasses';
import {contentHashedName} from '../../src/lib/pruneUnusedCss';
import {locales} from '../../src/config/site';
import {localeDir, stylesheetsByPage} from './builtPages';

const editorRoute = '/custom-themes-live';
const searchRoute = '/search';
// The pages that show no sidebar, table of contents, breadcrumbs, pager links or tabs.
const withoutDocParts = [editorRoute, searchRoute, '/404.html'];

/** A stylesheet's rules, each with the at-rules it sits in, sorted. */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    let context = '';
    for (let parent = rule.parent; parent?.type === 'atrule'; parent = parent.parent)
      context = `@${(parent as AtRule).name} ${(parent as AtRule).params} ${context}`;
    rules.push(`${context}${rule.toString()}`);
  });
  return rules.sort();
}

describe.each(locales.map((locale) => [locale.code, locale] as const))(
  'the %s stylesheets',
  (_, locale) => {
    const cssDir = path.join(localeDir(locale), 'assets/css');
    const files = fs.readdirSync(cssDir).filter((f) => f.endsWith('.css'));
    const read = (file: string) => fs.readFileSync(path.join(cssDir, file), 'utf8');
    // The full shared stylesheet, and the lean one, a part of it.
    const [shared, lean] = files
      .filter((f) => f.startsWith('styles.'))
      .sort((a, b) => read(b).length - read(a).length) as [string, string];
    const search = files.find((f) => f.startsWith('search.'))!;
    const docParts = files.find((f) => f.startsWith('doc-parts.'))!;
    const sharedCss = read(shared);
    const occurrences = (text: string) => sharedCss.split(text).length - 1;
    const href = (file: string) => `${locale.prefix}/assets/css/${file}`;
    const pages = stylesheetsByPage(locale);
    // The two pages' own stylesheets, told apart by a rule each holds.
    const [editorFile, searchPageFile] = ['--te-code-key:', '.searchResultItem_'].map((rule) =>
      files.find((f) => !f.startsWith('styles.') && read(f).includes(rule))!,
    );

    it('are the shared one, its lean twin, the doc parts’, the search dropdown’s, named after their content, and two pages’ own', () => {
      expect(files).toHaveLength(6);
      for (const file of [shared, lean, docParts, search])
        expect(file).toBe(contentHashedName(file, read(file)));
      expect(new Set([shared, lean, docParts, search, editorFile, searchPageFile]).size).toBe(6);
    });

    it('are linked as the shared one on pages with doc parts, as the lean one with the doc parts’ disabled on the others, with the search dropdown’s disabled, and pages’ own on those pages only', () => {
      expect(pages.size).toBeGreaterThan(10);
      const own: Record<string, string> = {
        [`${locale.prefix}${editorRoute}`]: editorFile!,
        [`${locale.prefix}${searchRoute}`]: searchPageFile!,
      };
      const leanPages = new Set(withoutDocParts.map((route) => `${locale.prefix}${route}`));
      for (const [page, links] of pages) {
        expect(links, page).toEqual([
          ...(leanPages.has(page)
            ? [{href: href(lean)}, {href: href(docParts), deferred: 'doc-parts'}]
            : [{href: href(shared)}]),
          ...(own[page] ? [{href: href(own[page])}] : []),
          {href: href(search), deferred: 'search'},
        ]);
      }
      expect(occurrences('--te-code-key')).toBe(0);
      expect(occurrences('.searchResultItem_')).toBe(0);
    });

    it('serve the lean one only to pages whose markup names no doc part', () => {
      for (const route of withoutDocParts) {
        const file = path.join(
          localeDir(locale),
          route === '/404.html' ? route : `${route}/index.html`,
        );
        const named = markupClasses(fs.readFileSync(file, 'utf8')).filter(isDocPartClass);
        expect(named, route).toEqual([]);
      }
    });

    it('split the shared one into the lean one and the doc parts’ rules, each kept once', () => {
      expect(rulesOf(sharedCss)).toEqual(rulesOf(read(lean) + read(docParts)));
      const docPartsCss = read(docParts);
      for (const part of [
        '.table-of-contents__link',
        '.tocCollapsibleButton_',
        '.breadcrumbs__link',
        '.sidebar_',
        '.sidebarViewport_',
        '.pagination-nav__link',
        '.tabs__item',
        '.tabList_',
      ]) {
        expect(docPartsCss, part).toContain(part);
        expect(read(lean), part).not.toContain(part);
      }
      // What the mobile menu, the theme editor's notice and its pager draw with stays.
      for (const kept of ['.menu__link', '.alert', '.pagination-nav{'])
        expect(read(lean), kept).toContain(kept);
    });

    it('hold the search dropdown’s rules in its own stylesheet, and the search box’s in the shared one', () => {
      const searchCss = read(search);
      for (const dropdown of [
        '.dropdownMenu_',
        '.suggestion_',
        '.hitTree_',
        '.noResults_',
        '.searchIndexLoading_',
      ]) {
        expect(searchCss, dropdown).toContain(dropdown);
        expect(occurrences(dropdown), dropdown).toBe(0);
      }
      for (const box of ['.searchBarContainer_', '.searchHint_', '.searchInput_', '.searchIcon_'])
        expect(occurrences(box), box).toBeGreaterThan(0);
      // The marks that carried the rules through the bundler are gone.
      for (const css of [sharedCss, read(lean), searchCss])
        expect(css).not.toContain('--deferred-');
    });

    it('leave out Infima components no page shows, and parts of features the site lacks', () => {
      for (const unused of [
        '.avatar',
        '.pills',
        '--ifm-avatar-photo-size',
        '.pagination__link',
        '.tagWithCount_',
        '.collapseSidebarButton_',
        '.lastUpdated_',
        '.navbar--dark',
        '.details_',
      ]) {
        expect(occurrences(unused), unused).toBe(0);
      }
    });

    it('keep the states scripts set after the page loads', () => {
      for (const state of [
        '.navbar-sidebar--show',
        '.dropdown--show',
        '.menu__list-item--collapsed',
        '#nprogress',
        '[data-theme=dark]',
        '@keyframes loading-ring_',
        // The main column without a sidebar (the theme editor's page), named by the same code
        // as the hidden-sidebar parts left out above.
        '.docMainContainerEnhanced_',
        // Set by static/js/copy-page.js, a script outside the bundle.
        '[data-copy-page-state=copied] .done_',
        '[data-copy-page-state=fetch] [data-copy-page-message=fetch]',
      ]) {
        expect(occurrences(state), state).toBeGreaterThan(0);
      }
    });
  },
);
