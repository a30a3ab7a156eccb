import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {GlobExcludeDefault} from '@docusaurus/utils';
import {readSiteEnv} from './src/config/siteEnv';
import {searchOptions} from './src/config/searchOptions';
import {announcement} from './src/config/announcement';
import {additionalPrismLanguages, darkCodeTheme, lightCodeTheme} from './src/config/codeThemes';
import {colourlessPrismTheme} from './src/plugins/codeThemeCss/codeThemeCss';
import codeThemeCss from './src/plugins/codeThemeCss';
import {socialCardFile} from './src/config/socialCard';
import {siteScripts} from './src/config/scripts';
import {sessionPreconnectTags} from './src/config/preconnect';
import {ssrTemplate} from './src/config/ssrTemplate';
import markdownTwins from './src/plugins/markdownTwins';
import downloadableProjects from './src/plugins/downloadableProjects';
import changelogFeed from './src/plugins/changelogFeed';
import remarkDiagrams from './src/plugins/diagrams/remarkDiagrams';
import remarkFactComponentImports from './src/plugins/factComponentImports/remarkFactComponentImports';
import remarkGlossaryLinks from './src/plugins/glossaryLinks/remarkGlossaryLinks';
import lightFirstScript from './src/plugins/lightFirstScript';
import prefetchOnIntent from './src/plugins/prefetchOnIntent';
import serverRenderFlag from './src/plugins/serverRenderFlag';
import firstScriptMessages from './src/plugins/firstScriptMessages';
import speedSwitch from './src/plugins/speedSwitch';
import searchRanking from './src/plugins/searchRanking';
import {speedMechanismNames, speedMechanismsOn} from './src/config/speedMechanisms';
import stylesheets from './src/plugins/stylesheets';
import {diagramImagesDir} from './src/config/diagrams';
import {
  defaultLocale,
  docsActiveBaseRegex,
  locales,
  siteTitle,
  unpublishedDocsFolders,
} from './src/config/site';

// The environment is read here and nowhere else; components read customFields.
const env = readSiteEnv(process.env);
// All of the site's speed mechanisms, unless the bench builds its stock baseline or one without.
const speed = speedMechanismsOn(process.env);

const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale.code;

const config: Config = {
  title: siteTitle,
  tagline: 'Developer documentation for the Bramble captcha',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',

  // The spec wants broken links reported, not fatal; a test reads the build log.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  future: {
    // A build with a mechanism switched off writes no Rspack cache: the cache does not know the
    // switch, and the next build of the site would reuse the baseline's modules.
    faster: speedMechanismNames.every((name) => speed.has(name))
      ? true
      : {
          swcJsLoader: true,
          swcJsMinimizer: true,
          swcHtmlMinimizer: true,
          lightningCssMinimizer: true,
          mdxCrossCompilerCache: true,
          rspackBundler: true,
          rspackPersistentCache: false,
          ssgWorkerThreads: true,
          gitEagerVcs: true,
        },
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

  i18n: {
    defaultLocale: defaultLocale.code,
    locales: locales.map((l) => l.code),
    localeConfigs: Object.fromEntries(
      locales.map(({code, label, htmlLang, direction}) => [code, {label, htmlLang, direction}]),
    ),
  },

  markdown: {
    // Pages give every heading an explicit {#id} so anchors match in both languages.
    mdx1Compat: {headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  headTags: sessionPreconnectTags(env),
  // The two deferred scripts wait for the first paint with the bundle; stock, all are in the head.
  ...(speed.has('bundleAfterFirstPaint')
    ? {ssrTemplate: ssrTemplate(siteScripts(env))}
    : {scripts: siteScripts(env)}),

  customFields: {
    authHost: env.authHost,
    dashboardUrl: env.dashboardUrl,
    analyticsScriptUrl: env.analyticsScriptUrl,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // Enterprise-only guides are kept in the repository but never published.
          exclude: [
            ...unpublishedDocsFolders.map((folder) => `${folder}/**`),
            ...GlobExcludeDefault,
          ],
          // Mermaid blocks become images drawn at build time (light and dark), not browser code;
          // each page imports the fact tables it shows, so no other page loads their rows; each
          // glossary term's first use on a page links to its row on /glossary.
          beforeDefaultRemarkPlugins: [
            [remarkDiagrams, {outDir: diagramImagesDir}],
            remarkFactComponentImports,
            remarkGlossaryLinks,
          ],
        },
        blog: false,
        pages: {
          exclude: ['**/*.test.{js,jsx,ts,tsx}', '**/_*.{js,jsx,ts,tsx,md,mdx}'],
        },
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    markdownTwins,
    downloadableProjects,
    changelogFeed,
    (context: LoadContext) =>
      lightFirstScript(context, {
        prismLanguages: speed.has('serverHighlighting'),
        slimFirstScript: speed.has('slimFirstScript'),
      }),
    ...(speed.has('prefetchOnIntent') ? [prefetchOnIntent] : []),
    serverRenderFlag,
    (context: LoadContext) =>
      firstScriptMessages(context, {split: speed.has('messagesWithTheirPage')}),
    ...(speed.has('codeColoursInCss') ? [codeThemeCss] : []),
    (context: LoadContext) =>
      stylesheets(context, {
        prune: speed.has('prunedStylesheets'),
        withTheirCode: speed.has('stylesWithTheirCode'),
      }),
    (context: LoadContext) => speedSwitch(context, {on: speed}),
    searchRanking,
  ],

  themes: [['@easyops-cn/docusaurus-search-local', searchOptions]],

  themeConfig: {
    image: socialCardFile(locale),
    colorMode: {respectPrefersColorScheme: true},
    announcementBar: announcement(locale),
    navbar: {
      hideOnScroll: true,
      title: 'Bramble',
      // No alt: the title beside the logo already names the site. Its size is given so the
      // title and links beside it are placed before the image loads (they moved: CLS).
      logo: {src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {
          to: '/',
          label: 'Docs',
          position: 'left',
          activeBaseRegex: docsActiveBaseRegex,
        },
        // First on the right: the right-hand items are right-aligned, so when Login hides
        // for a logged-in visitor nothing else in the navbar moves.
        {type: 'custom-login', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {to: '/faq', label: 'FAQ', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation',
          items: [
            {label: 'Developer guide', to: '/'},
            {label: 'Verify API', to: '/api'},
            {label: 'FAQ', to: '/faq'},
          ],
        },
        {
          title: 'Product',
          items: [
            {label: 'Bramble Pro', to: '/pro'},
            {label: 'Enterprise', to: '/ent_overview'},
            {label: 'Dashboard', href: env.dashboardUrl},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Bramble.`,
    },
    prism: {
      ...(speed.has('codeColoursInCss')
        ? {theme: colourlessPrismTheme, darkTheme: colourlessPrismTheme}
        : {theme: lightCodeTheme, darkTheme: darkCodeTheme}),
      additionalLanguages: additionalPrismLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
