// Every place the site leans on something Docusaurus or a plugin does not document, checked
// against the installed packages. When one fails after an upgrade, its `then` line says what to
// do; each is here so that an upgrade finds them all in one run. Documented extension points
// (swizzle wraps marked safe, plugin lifecycles, `configureWebpack`, `ssrTemplate`) are not listed.
import fs from 'node:fs';
import path from 'node:path';
import * as utilsCommonIndex from '@docusaurus/utils-common';
import * as utilsCommonStandIn from '../../src/plugins/lightFirstScript/utilsCommon';
import {ssrTemplate} from '../../src/config/ssrTemplate';
import {featureMessagesChunk} from '../../src/plugins/firstScriptMessages/featureMessagesChunk';
import {serverOnlyKeys} from '../../src/plugins/lightFirstScript/clientSiteConfig';

/** A file of an installed package, where npm put it. */
const packageFile = (pkg: string, file: string): string => path.resolve('node_modules', pkg, file);
const read = (pkg: string, file: string): string => fs.readFileSync(packageFile(pkg, file), 'utf8');

/** The `it.<name>` data an SSR template reads. */
const templateData = (template: string): string[] =>
  [...new Set([...template.matchAll(/\bit\.(\w+)/g)].map(([, name = '']) => name))].sort();

describe('Docusaurus core', () => {
  it(
    'renders pages with the data our SSR template reads (src/config/ssrTemplate.ts, a copy of ' +
      'core/lib/ssg/ssgTemplate.html.js that loads the bundle after first paint); ' +
      'then: copy the new default again and keep its one change',
    () => {
      expect(templateData(ssrTemplate([]))).toEqual(
        templateData(read('@docusaurus/core', 'lib/ssg/ssgTemplate.html.js')),
      );
    },
  );

  it(
    'bundles every UI message of the locale through the one request ' +
      '`@generated/codeTranslations`, a JSON module read by `translate` at each call as a ' +
      'plain object, which src/plugins/firstScriptMessages answers with fewer messages in the ' +
      'browser and its addFeatureMessages.ts adds to as a feature’s chunk loads (the theme ' +
      'editor, the fact tables, the download button); then: find how messages reach the ' +
      'browser now and keep those features’ messages out of main',
    () => {
      const translate = read('@docusaurus/core', 'lib/client/exports/Translate.js');
      expect(translate).toContain("import codeTranslations from '@generated/codeTranslations';");
      expect(translate).toMatch(/codeTranslations\[\(?id \?\? message\)?\]/);
      // The module is the JSON file codegen writes, so the browser gets a plain, mutable object.
      expect(read('@docusaurus/core', 'lib/server/codegen/codegen.js')).toMatch(
        /codeTranslations\.json/,
      );
    },
  );

  it(
    'turns off the bundler’s default cache groups and shares code between pages only through ' +
      '`common` (what more than half the pages import, priority 40), which every docs page ' +
      'here fetches: src/plugins/firstScriptMessages/featureMessagesChunk.ts gives a feature’s ' +
      'messages that several pages show (the fact tables’) one chunk of their own, ahead of ' +
      '`common`; then: check the fact tables’ messages are still in one chunk, not with code ' +
      'pages without a table fetch (tests/build/firstScriptMessages.test.ts), and place the ' +
      'group ahead of the new shared groups',
    () => {
      const base = read('@docusaurus/core', 'lib/webpack/base.js').replace(/\s+/g, ' ');
      expect(base).toContain('default: false,');
      const common = /common: \{ name: 'common', minChunks: [^}]*priority: (\d+), \}/.exec(base);
      expect(common).not.toBeNull();
      expect(featureMessagesChunk('', '').priority).toBeGreaterThan(Number(common![1]));
    },
  );

  it(
    'puts every stylesheet into one `styles` cache group, which src/plugins/stylesheets/' +
      'stylesWithTheirCode.ts narrows (facebook/docusaurus#2006, #6228); ' +
      'then: find where CSS chunks are grouped now and keep the editor’s styles out of it',
    () => {
      const base = read('@docusaurus/core', 'lib/webpack/base.js');
      expect(base).toMatch(/styles:\s*\{\s*name:\s*'styles'/);
    },
  );

  it(
    'writes client-manifest.json and routesChunkNames.json into the generated files, which the ' +
      'stylesheet plugin reads to link a page’s own stylesheets (Docusaurus leaves them out of ' +
      'the HTML, #6228); then: read the chunk files from the new place or drop page-only styles',
    () => {
      expect(read('@docusaurus/core', 'lib/webpack/client.js')).toContain('client-manifest.json');
      expect(read('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js')).toContain(
        'routesChunkNames.json',
      );
    },
  );

  it(
    'assigns window.docusaurus, with prefetch and preload, after the client modules ran: ' +
      'src/plugins/prefetchOnIntent catches the assignment to prefetch on intent instead of on ' +
      'sight (the viewport prefetch came with facebook/docusaurus#1375); then: drop the plugin ' +
      'if Link gained a prefetch option, else find the new hook',
    () => {
      expect(read('@docusaurus/core', 'lib/client/clientEntry.js')).toMatch(
        /window\.docusaurus\s*=\s*docusaurus/,
      );
      const api = read('@docusaurus/core', 'lib/client/docusaurus.js');
      for (const name of ['prefetch', 'preload']) expect(api).toMatch(new RegExp(`\\b${name},`));
    },
  );

  it(
    'merges the `devServer` a plugin’s configureWebpack returns into `docusaurus start`’s own ' +
      '(typed out of `Configuration`, facebook/docusaurus#9654): src/plugins/siteFiles adds its ' +
      'folder of twins, feeds and zips to the static folders there; then: find where a plugin ' +
      'can add a static folder or middleware to the dev server now',
    () => {
      expect(read('@docusaurus/core', 'lib/commands/start/webpack.js')).toMatch(
        /webpack_merge_1\.default\)\(\[defaultDevServerConfig, config\.devServer\]/,
      );
    },
  );

  it(
    'hands `setupMiddlewares` the dev server’s own list and returns that same list, and ' +
      'webpack-dev-server names its folder listing `serve-index`: src/plugins/siteFiles removes ' +
      'it from that list in place (webpack-merge joins both functions’ results); then: set ' +
      '`serveIndex: false` on every static folder if Docusaurus lets a plugin reach them',
    () => {
      expect(read('@docusaurus/core', 'lib/commands/start/webpack.js')).toMatch(
        /setupMiddlewares: \(middlewares, devServer\) => \{[^}]*return middlewares;/,
      );
      expect(read('webpack-dev-server', 'lib/Server.js')).toContain('name: "serve-index"');
    },
  );

  it(
    'tells an MDX file which bundle compiles it in `file.data.compilerName` (src/plugins/' +
      'diagrams/remarkDiagrams.ts picks the image loader by it); then: find the new field',
    () => {
      expect(read('@docusaurus/mdx-loader', 'lib/processor.js')).toContain('compilerName');
    },
  );

  it(
    'gives an MDX file its front matter in `file.data.frontMatter` (src/plugins/glossaryLinks/' +
      'remarkGlossaryLinks.ts reads the page’s slug there); then: read the slug from the file',
    () => {
      expect(read('@docusaurus/mdx-loader', 'lib/processor.js')).toMatch(/data: \{\s*frontMatter,/);
    },
  );

  it(
    'gives the browser the site config only as the module `@generated/docusaurus.config`, the ' +
      'whole config as JSON (src/plugins/lightFirstScript/clientSiteConfig.ts answers the ' +
      'browser’s bundle with it less what only the build reads), and no browser code reads those ' +
      'keys; then: find where the browser gets the config now, and check each key dropped is ' +
      'still unread there',
    () => {
      expect(read('@docusaurus/core', 'lib/server/codegen/codegen.js')).toContain(
        'export default ${JSON.stringify(siteConfig, null, 2)};',
      );
      const browserCode = [
        ['@docusaurus/core', 'lib/client'],
        ['@docusaurus/theme-classic', 'lib/theme'],
        ['@docusaurus/theme-common', 'lib'],
        ['@docusaurus/plugin-content-docs', 'lib/client'],
        ['@easyops-cn/docusaurus-search-local', 'dist/client'],
      ].flatMap(([pkg, dir]) =>
        fs
          .readdirSync(packageFile(pkg!, dir!), {recursive: true, encoding: 'utf8'})
          .filter((file) => file.endsWith('.js'))
          .map((file) => read(pkg!, path.join(dir!, file))),
      );
      const readers = browserCode.filter((code) => code.includes('@generated/docusaurus.config'));
      expect(readers).toHaveLength(3);
      const dropped = new RegExp(
        `\\b(?:siteConfig|config)\\??\\.(?:${serverOnlyKeys.join('|')})\\b`,
      );
      expect(browserCode.filter((code) => dropped.test(code))).toEqual([]);
    },
  );
});

describe('@docusaurus/utils-common', () => {
  it(
    'has a CommonJS index that requires all of tslib, which is why the browser gets its ' +
      'modules through src/plugins/lightFirstScript/utilsCommon.ts; then: if tslib is gone, ' +
      'delete the stand-in and its alias',
    () => {
      expect(read('@docusaurus/utils-common', 'lib/index.js')).toContain('tslib');
    },
  );

  const browserExports = Object.keys(utilsCommonIndex).filter(
    (name) => typeof (utilsCommonIndex as Record<string, unknown>)[name] === 'function',
  );
  it.each(browserExports)(
    'exports %s, which the stand-in exports too, the same function (a missing one breaks every Link)',
    (name) => {
      expect((utilsCommonStandIn as Record<string, unknown>)[name]).toBe(
        (utilsCommonIndex as Record<string, unknown>)[name],
      );
    },
  );
});

describe('theme-classic', () => {
  it(
    'registers every extra Prism grammar and the progress bar as client modules, which ' +
      'src/plugins/lightFirstScript replaces (prism-include-languages, nprogress); ' +
      'then: alias the new module names',
    () => {
      const theme = read('@docusaurus/theme-classic', 'lib/index.js');
      for (const module of ['./prism-include-languages', './nprogress']) {
        expect(theme).toContain(`'${module}'`);
        expect(fs.existsSync(packageFile('@docusaurus/theme-classic', `lib/${module}.js`))).toBe(
          true,
        );
      }
      // The bar's styles, which progressBar.ts loads with the library (stylesWithTheirCode.ts).
      expect(fs.existsSync(packageFile('@docusaurus/theme-classic', 'lib/nprogress.css'))).toBe(
        true,
      );
    },
  );

  it.each(['CodeBlock', 'Tabs'])(
    'remounts %s once the page runs (key={String(isBrowser)}), which is why src/theme rewrites ' +
      'it; then: if upstream stopped, delete our copy and run tests/e2e/layout and tabs specs',
    (component) => {
      expect(read('@docusaurus/theme-classic', `lib/theme/${component}/index.js`)).toContain(
        'key={String(isBrowser)}',
      );
    },
  );

  it.each([
    'useCodeBlockContext',
    'CodeBlockContextProvider',
    'useAnnouncementBar',
    'sanitizeTabsChildren',
    'TabsProvider',
    'useScrollPositionBlocker',
    'useTabs',
    'useTabsContextValue',
  ])(
    'theme-common/internal still exports %s, which src/theme imports; then: import it from ' +
      'where upstream moved it',
    (name) => {
      expect(read('@docusaurus/theme-common', 'lib/internal.d.ts')).toMatch(
        new RegExp(`\\b${name}\\b`),
      );
    },
  );

  it(
    'draws NotFound/Content itself, not NotFound, for an address under the docs that matches ' +
      'no page (DocRoot), inside DocsVersionProvider (DocVersionRoot): src/theme/NotFound/' +
      'Content wraps it (swizzle marks only NotFound safe, which would miss every such address) ' +
      'and src/components/NotFoundHelp/useSuggestions.ts reads the version’s titles there; then: ' +
      'wrap the component upstream now draws, and read the titles where they now are',
    () => {
      const docRoot = read('@docusaurus/theme-classic', 'lib/theme/DocRoot/index.js');
      expect(docRoot).toContain("import NotFoundContent from '@theme/NotFound/Content';");
      expect(docRoot).toMatch(
        /if \(!currentDocRouteMetadata\) \{[^}]*return <NotFoundContent \/>;/,
      );
      expect(read('@docusaurus/theme-classic', 'lib/theme/DocVersionRoot/index.js')).toContain(
        '<DocsVersionProvider version={version}>',
      );
    },
  );

  it(
    'puts the className NotFound/Content is given on its <main>, after `container ' +
      'margin-vert--xl` (src/theme/NotFound/Content gives it less margin below, as the help ' +
      'follows); then: set the margin as upstream now allows',
    () => {
      expect(read('@docusaurus/theme-classic', 'lib/theme/NotFound/Content/index.js')).toContain(
        "<main className={clsx('container margin-vert--xl', className)}>",
      );
    },
  );
});

describe('@docusaurus/plugin-content-docs', () => {
  it(
    'exports useDocsVersion from its client API, undocumented, whose `docs` carry each page’s ' +
      'title and description (src/components/NotFoundHelp/useSuggestions.ts offers pages by ' +
      'them); then: read titles from what the version context now holds',
    () => {
      expect(read('@docusaurus/plugin-content-docs', 'lib/client/index.d.ts')).toMatch(
        /export \{ DocsVersionProvider, useDocsVersion \} from '\.\/docsVersion';/,
      );
      const types = read('@docusaurus/plugin-content-docs', 'src/plugin-content-docs.d.ts');
      expect(types.replace(/\s+/g, ' ')).toContain(
        "export type PropVersionDoc = Pick< DocMetadata, 'id' | 'title' | 'description' | 'sidebar' >;",
      );
    },
  );
});

describe('@easyops-cn/docusaurus-search-local', () => {
  const searchTheme = (file: string) =>
    read('@easyops-cn/docusaurus-search-local', `dist/client/client/theme/${file}`);

  it(
    'labels the search input with a literal aria-label="Search" (src/theme/SearchBar sets the ' +
      'translated one); then: if the label is translated upstream, delete the wrap',
    () => {
      expect(searchTheme('SearchBar/SearchBar.jsx')).toContain('aria-label="Search"');
    },
  );

  it(
    'draws the results page without a <main> landmark (src/theme/SearchPage adds one); ' +
      'then: if upstream has one, delete the wrap',
    () => {
      expect(searchTheme('SearchPage/SearchPage.jsx')).not.toContain('<main');
    },
  );

  it(
    'searches in its worker through searchByWorker(baseUrl, searchContext, input, limit), ' +
      'exported by theme/searchByWorker.js, which its results page calls with limit 100: the ' +
      'not-found page loads that module (src/components/NotFoundHelp/useSuggestions.ts, the plugin ' +
      'documents no client API) so its suggestions match /search; then: use a documented API ' +
      'if there is one now, else import the module from where it moved and call it as the ' +
      'results page does',
    () => {
      expect(searchTheme('searchByWorker.js')).toContain(
        'export async function searchByWorker(baseUrl, searchContext, input, limit)',
      );
      expect(searchTheme('SearchPage/SearchPage.jsx')).toMatch(
        /searchByWorker\(versionUrl, searchContext, searchQuery, 100\)/,
      );
    },
  );

  it(
    'answers a search with { document, type, page } per hit, documents with the one-letter ' +
      'fields t, u, h, s, and types 0 title, 1 heading, 2 description, 4 content, which ' +
      'src/components/NotFoundHelp/searchHits.ts reads; then: read the new shape there',
    () => {
      const worker = searchTheme('worker.js').replace(/\s+/g, ' ');
      expect(worker).toContain('document, type, page:');
      const types = read(
        '@easyops-cn/docusaurus-search-local',
        'dist/client/shared/interfaces.js',
      ).replace(/\s+/g, ' ');
      for (const [name, value] of [
        ['Title', 0],
        ['Heading', 1],
        ['Description', 2],
        ['Content', 4],
      ])
        expect(types).toContain(`SearchDocumentType["${name}"] = ${value}`);
      const searchPage = searchTheme('SearchPage/SearchPage.jsx');
      for (const field of ['document.u', 'document.h', 'document.s', 'document.t', 'page.t'])
        expect(searchPage, field).toContain(field);
    },
  );

  /** The declarations of one rule of a stylesheet, whitespace folded. */
  const ruleBody = (css: string, selector: string): string => {
    const start = css.indexOf(`${selector} {`);
    return start < 0 ? '' : css.slice(start, css.indexOf('}', start)).replace(/\s+/g, ' ');
  };

  it.each([
    {selector: '.searchBarContainer', declarations: ['margin-left: 16px;']},
    {selector: ':global(.navbar__search)', declarations: ['position: relative;']},
    {
      selector: '.searchIcon',
      declarations: [
        'position: absolute;',
        'top: 50%;',
        'left: 0.75rem;',
        'width: 1rem;',
        'height: 1rem;',
        'color: var(--ifm-navbar-search-input-color);',
        'pointer-events: none;',
        'transform: translateY(-50%);',
        'z-index: 1;',
      ],
    },
    {selector: '.searchInput', declarations: ['background-image: none;']},
    {
      selector: '.searchHintContainer',
      declarations: [
        'position: absolute;',
        'right: 10px;',
        'top: 0px;',
        'display: flex;',
        'height: 100%;',
        'pointer-events: none;',
        'gap: 4px;',
      ],
    },
    {
      selector: '.searchHint',
      declarations: [
        'color: var(--ifm-navbar-search-input-placeholder-color);',
        'border: 1px solid var(--ifm-color-emphasis-500);',
      ],
    },
    {selector: '.searchInput:focus', declarations: ['outline: 2px solid', 'outline-offset: 0px;']},
    {
      selector: '@media (max-width: 576px) { :global(.navbar__search-input):not(:focus)',
      declarations: ['width: 2rem;'],
    },
  ])(
    'draws its box with $selector { $declarations } (src/theme/SearchBar/standIn.module.css ' +
      'copies them so the stand-in looks the same); then: copy the new values',
    ({selector, declarations}) => {
      const css = searchTheme('SearchBar/SearchBar.module.css').replace(/\s+/g, ' ');
      const body = ruleBody(css, selector);
      for (const declaration of declarations) expect(body, selector).toContain(declaration);
    },
  );

  it(
    'draws the box as a container, the magnifier svg and the input (the shortcut hint only ' +
      'once hydrated, the loading ring hidden), which src/theme/SearchBar/SearchBarStandIn.tsx ' +
      'draws the same; then: draw the stand-in as the plugin now does',
    () => {
      const jsx = searchTheme('SearchBar/SearchBar.jsx');
      const standIn = fs.readFileSync('src/theme/SearchBar/SearchBarStandIn.tsx', 'utf8');
      const iconPath = /\sd="([^"]+)"/.exec(standIn)?.[1];
      expect(iconPath).toBeTruthy();
      expect(jsx).toContain(`d="${iconPath}"`);
      expect(jsx).toContain('className={clsx("navbar__search", styles.searchBarContainer');
      expect(jsx).toContain('className={`navbar__search-input ${styles.searchInput}`}');
      expect(jsx).toMatch(
        /\(isBrowser &&\s+searchBarShortcutKeymap && \(<div className=\{styles\.searchHintContainer\}>/,
      );
      expect(searchTheme('SearchBar/SearchBar.module.css').replace(/\s+/g, ' ')).toContain(
        '.searchBarContainer .searchBarLoadingRing { display: none;',
      );
    },
  );

  it(
    'lets its input take over the stand-in’s state through its onChange, onMouseEnter and ' +
      'onFocus, and reads the value and focus once mounted (src/theme/SearchBar/inputState.ts); ' +
      'then: hand the state over as the plugin now reads it',
    () => {
      const jsx = searchTheme('SearchBar/SearchBar.jsx');
      for (const handler of [
        'onMouseEnter={onInputMouseEnter}',
        'onFocus={onInputFocus}',
        'onChange={onInputChange}',
        'document.activeElement === searchBar',
      ])
        expect(jsx, handler).toContain(handler);
    },
  );

  it(
    'matches its shortcut mod+k as Cmd+K on a Mac and Ctrl+K elsewhere, no other modifier ' +
      '(src/theme/SearchBar/searchShortcut.ts does the same before the box loads); then: match as it does',
    () => {
      const keymap = read(
        '@easyops-cn/docusaurus-search-local',
        'dist/client/client/utils/keymap.js',
      );
      expect(keymap.replace(/\s+/g, ' ')).toContain(
        "case 'mod': if (isMac) { result.meta = true; } else { result.ctrl = true; }",
      );
      for (const modifier of ['ctrl', 'alt', 'shift', 'meta'])
        expect(keymap).toContain(`event.${modifier}Key === keymap.${modifier}`);
    },
  );

  it(
    'keeps the box’s styles in SearchBar/SearchBar.module.css and LoadingRing/' +
      'LoadingRing.module.css, which stylesWithTheirCode.ts keeps with the box’s chunk; then: point ' +
      'stylesWithTheirCode.ts at the new files',
    () => {
      expect(searchTheme('SearchBar/SearchBar.module.css')).toContain('.searchBarContainer');
      expect(searchTheme('LoadingRing/LoadingRing.module.css')).toContain(
        '@keyframes loading-ring',
      );
    },
  );

  it(
    'keeps the results page’s styles in SearchPage/SearchPage.module.css, which ' +
      'stylesWithTheirCode.ts keeps on that page; then: point stylesWithTheirCode.ts at the new file',
    () => {
      expect(searchTheme('SearchPage/SearchPage.module.css')).toContain('searchResultItem');
    },
  );

  it(
    'starts its worker from searchByWorker.js with new Worker(new URL("./worker.js", …)), a ' +
      'SearchWorker with fetchIndexes(baseUrl, searchContext) and search(baseUrl, searchContext, ' +
      'input, limit) exposed with Comlink, which src/plugins/searchRanking swaps for its own; ' +
      'then: point the swap at the module the bar and page now start, with the interface they ' +
      'now call',
    () => {
      expect(searchTheme('searchByWorker.js')).toContain(
        'new Worker(new URL("./worker.js", import.meta.url))',
      );
      const worker = searchTheme('worker.js').replace(/\s+/g, ' ');
      expect(worker).toContain('async fetchIndexes(baseUrl, searchContext)');
      expect(worker).toContain('async search(baseUrl, searchContext, input, limit)');
      expect(worker).toContain('Comlink.expose(SearchWorker)');
    },
  );

  it(
    'indexes five lists in this order (titles, headings, descriptions, keywords from ' +
      '<meta name="keywords">, sections) and exports the client helpers rankResults.ts reuses ' +
      '(tokenize, smartQueries, processTreeStatusOfSearchResults, the generated constants); ' +
      'then: follow the new order in rankResults.ts typeWeights, or copy the helpers that went',
    () => {
      const scan = read(
        '@easyops-cn/docusaurus-search-local',
        'dist/server/server/utils/scanDocuments.js',
      );
      expect(scan.replace(/\s+/g, ' ')).toContain(
        'titleDocuments, headingDocuments, descriptionDocuments, keywordsDocuments, contentDocuments,',
      );
      expect(
        read('@easyops-cn/docusaurus-search-local', 'dist/server/server/utils/parseDocument.js'),
      ).toContain(`$("meta[name='keywords']")`);
      const utils = (file: string) => searchTheme(`../utils/${file}.js`);
      expect(utils('tokenize')).toContain('export function tokenize(text, language)');
      expect(utils('smartQueries')).toContain('export function smartQueries(tokens, zhDictionary)');
      expect(utils('processTreeStatusOfSearchResults')).toContain(
        'export function processTreeStatusOfSearchResults(results)',
      );
      expect(utils('proxiedGeneratedConstants')).toContain('generated-constants.js');
    },
  );
});
