// The stylesheets each locale ships (src/plugins/stylesheets): the shared one, pruned, the
// theme editor's and the search results page's, linked by their pages only, and the search
// box's, which no page links: the runtime loads it with the box (src/theme/SearchBar).
import fs from 'node:fs';
import path from 'node:path';
import {contentHashedName} from '../../src/plugins/stylesheets/pruneUnusedCss';
import {locales} from '../../src/config/site';
import {localeDir, stylesheetsByPage} from './builtPages';

const editorRoute = '/custom-themes-live';
const searchRoute = '/search';

describe.each(locales.map((locale) => [locale.code, locale] as const))(
  'the %s stylesheets',
  (_, locale) => {
    const cssDir = path.join(localeDir(locale), 'assets/css');
    const files = fs.readdirSync(cssDir).filter((f) => f.endsWith('.css'));
    const read = (file: string) => fs.readFileSync(path.join(cssDir, file), 'utf8');
    const shared = files.find((f) => f.startsWith('styles.'))!;
    const sharedCss = read(shared);
    const occurrences = (text: string) => sharedCss.split(text).length - 1;
    const href = (file: string) => `${locale.prefix}/assets/css/${file}`;
    const pages = stylesheetsByPage(locale);
    // The two pages' own stylesheets, told apart by a rule each holds.
    const [editorFile, searchPageFile] = ['--te-border:', '.searchResultItem_'].map((rule) =>
      files.find((f) => !f.startsWith('styles.') && read(f).includes(rule))!,
    );
    // Styles that come with code loaded after the page is drawn, by a rule each holds.
    const withTheirCode = {
      'the search box': '.searchBarContainer_',
      'the account menu and site picker': '.picker_',
      'the JSON editor’s code colours': '--te-code-key:',
    };

    it('are the shared one, named after its content, and two pages’ own', () => {
      expect(shared).toBe(contentHashedName(shared, sharedCss));
      expect(new Set([shared, editorFile, searchPageFile]).size).toBe(3);
    });

    it.each(Object.entries(withTheirCode))(
      'hold %s’s styles apart, linked by no page: they come with its code',
      (_, rule) => {
        const holders = files.filter((f) => read(f).includes(rule));
        expect(holders.length).toBeGreaterThan(0);
        expect(holders).not.toContain(shared);
        const linked = new Set([...pages.values()].flat());
        for (const file of holders) expect(linked.has(href(file)), file).toBe(false);
      },
    );

    it('are linked as the shared one on every page, and pages’ own after it on those pages only', () => {
      expect(pages.size).toBeGreaterThan(10);
      const own: Record<string, string> = {
        [`${locale.prefix}${editorRoute}`]: editorFile!,
        [`${locale.prefix}${searchRoute}`]: searchPageFile!,
      };
      for (const [page, links] of pages)
        expect(links, page).toEqual([href(shared), ...(own[page] ? [href(own[page])] : [])]);
      expect(occurrences('--te-border')).toBe(0);
      expect(occurrences('.searchResultItem_')).toBe(0);
    });

    it('hold the doc parts’ rules, which a page may need once it navigates, and the search box’s stand-in', () => {
      for (const part of [
        '.table-of-contents__link',
        '.breadcrumbs__link',
        '.pagination-nav__link',
        '.tabs__item',
        '.standIn_',
        '.standInInput_',
      ])
        expect(occurrences(part), part).toBeGreaterThan(0);
    });

    it('leave the search box’s rules, its dropdown’s and its loading ring’s to its own stylesheet', () => {
      const searchBoxCss = read(
        files.find((f) => read(f).includes(withTheirCode['the search box']))!,
      );
      for (const part of [
        '.searchBarContainer_',
        '.dropdownMenu_',
        '.suggestion_',
        '@keyframes loading-ring_',
      ]) {
        expect(occurrences(part), part).toBe(0);
        expect(searchBoxCss, part).toContain(part);
      }
    });

    // Parts of features the site lacks that bundled theme code names (tags, the sidebar's collapse
    // button, `<details>`) stay: dropping them saved 1.2 kB, under what a mechanism must (#46).
    it('leave out Infima components no page or script shows', () => {
      for (const unused of ['.avatar', '.pills', '--ifm-avatar-photo-size', '.pagination__link']) {
        expect(occurrences(unused), unused).toBe(0);
      }
    });

    it('keep the states scripts set after the page loads', () => {
      for (const state of [
        '.navbar-sidebar--show',
        '.dropdown--show',
        '.menu__list-item--collapsed',
        '[data-theme=dark]',
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
