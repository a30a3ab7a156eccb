import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** A locale as the tests see it: where its pages live and how it is served. */
export interface Locale {
  code: 'en' | 'fr';
  /** Path prefix: '' for the default locale. */
  prefix: string;
  htmlLang: string;
  docsDir: string;
}

export const locales: Locale[] = [
  {code: 'en', prefix: '', htmlLang: 'en-US', docsDir: 'docs'},
  {
    code: 'fr',
    prefix: '/fr',
    htmlLang: 'fr',
    docsDir: 'i18n/fr/docusaurus-plugin-content-docs/current',
  },
];

/** Every docs route of the spec (section 2), with the file it is built from. */
export const docRoutes = [
  {route: '/', file: 'index.mdx', sidebar: true},
  {route: '/api', file: 'api.mdx', sidebar: true},
  {route: '/configuration', file: 'configuration.mdx', sidebar: true},
  {route: '/custom_themes', file: 'custom_themes.mdx', sidebar: true},
  {route: '/custom-themes-live', file: 'custom-themes-live.mdx', sidebar: false},
  {route: '/ent_overview', file: 'ent_overview.mdx', sidebar: true},
  {route: '/faq', file: 'faq.mdx', sidebar: true},
  {route: '/integrations', file: 'integrations.mdx', sidebar: true},
  {route: '/invisible', file: 'invisible.mdx', sidebar: true},
  {route: '/languages', file: 'languages.mdx', sidebar: true},
  {route: '/mobile_app_sdks', file: 'mobile_app_sdks.mdx', sidebar: true},
  {route: '/pro', file: 'pro.mdx', sidebar: true},
  {route: '/switch', file: 'switch.mdx', sidebar: true},
] as const;

export const siteTitle = 'Bramble Docs';

/** A page's URL path in a locale: `/api` → `/fr/api`, `/` → `/fr/`. */
export function localized(locale: Locale, route: string): string {
  return route === '/' ? `${locale.prefix}/` : `${locale.prefix}${route}`;
}

/** The front matter of a page, read from its source so tests follow the content. */
export function frontMatter(locale: Locale, file: string): {title: string; description: string} {
  const {data} = matter(fs.readFileSync(path.join(locale.docsDir, file), 'utf8'));
  return {title: String(data.title), description: String(data.description)};
}
