// The stylesheets each locale ships: the shared one src/plugins/unusedCss prunes, and the theme
// editor's own (src/plugins/pageOnlyStyles).
import fs from 'node:fs';
import path from 'node:path';
import {contentHashedName} from '../../src/lib/pruneUnusedCss';
import {locales} from '../../src/config/site';
import {localeDir, stylesheetsByPage} from './builtPages';

const editorRoute = '/custom-themes-live';

describe.each(locales.map((locale) => [locale.code, locale] as const))(
  'the %s stylesheets',
  (_, locale) => {
    const cssDir = path.join(localeDir(locale), 'assets/css');
    const files = fs.readdirSync(cssDir).filter((f) => f.endsWith('.css'));
    const shared = files.find((f) => f.startsWith('styles.'))!;
    const sharedCss = fs.readFileSync(path.join(cssDir, shared), 'utf8');
    const occurrences = (text: string) => sharedCss.split(text).length - 1;
    const href = (file: string) => `${locale.prefix}/assets/css/${file}`;
    const pages = stylesheetsByPage(locale);

    it('are the shared one, named after its pruned content, and the theme editor’s', () => {
      expect(files).toHaveLength(2);
      expect(shared).toBe(contentHashedName(shared, sharedCss));
    });

    it('are linked as the shared one on every page, and the editor’s on its page only', () => {
      expect(pages.size).toBeGreaterThan(10);
      const editorFile = files.find((f) => f !== shared)!;
      const editorStylesheet = href(editorFile);
      for (const [page, links] of pages) {
        expect(links, page).toEqual(
          page === `${locale.prefix}${editorRoute}`
            ? [href(shared), editorStylesheet]
            : [href(shared)],
        );
      }
      expect(fs.readFileSync(path.join(cssDir, editorFile), 'utf8')).toContain('--te-code-key:');
      expect(occurrences('--te-code-key')).toBe(0);
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
