/**
 * Facts about the site itself (its locales and where their pages live), written
 * once for the config, the search options, the static server, the translation
 * check and the tests.
 */

export const siteTitle = 'Bramble Docs';

export interface SiteLocale {
  code: 'en' | 'fr';
  /** The name shown in the locale dropdown. */
  label: string;
  /** The `lang` attribute of the locale's pages. */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Path prefix of the locale's pages: '' for the default locale. */
  prefix: string;
  /** The folder its docs pages are read from. */
  docsDir: string;
}

export const locales: readonly SiteLocale[] = [
  {code: 'en', label: 'English', htmlLang: 'en-US', direction: 'ltr', prefix: '', docsDir: 'docs'},
  {
    code: 'fr',
    label: 'Français',
    htmlLang: 'fr',
    direction: 'ltr',
    prefix: '/fr',
    docsDir: 'i18n/fr/docusaurus-plugin-content-docs/current',
  },
];

export const defaultLocale: SiteLocale = locales[0]!;

/** The locales other than the default: each is translated, and served under its own prefix with its own 404.html. */
export const translatedLocales: readonly SiteLocale[] = locales.filter((l) => l !== defaultLocale);

/** The locale whose pages live under a path (`/fr/api` → fr); the default otherwise. */
export function localeOfPath(urlPath: string): SiteLocale {
  return (
    translatedLocales.find((l) => urlPath === l.prefix || urlPath.startsWith(`${l.prefix}/`)) ??
    defaultLocale
  );
}

/** A route's URL path in a locale: `/api` → `/fr/api`, `/` → `/fr/`. */
export function localizedPath(locale: SiteLocale, route: string): string {
  return route === '/' ? `${locale.prefix}/` : `${locale.prefix}${route}`;
}

/** Folders under `docs/` kept in the repository but never published (the spec's enterprise folder). */
export const unpublishedDocsFolders = ['enterprise'];

/** Top-level sections where the navbar's Docs item is not active. */
const sectionsOutsideDocs = [...unpublishedDocsFolders, 'faq'];

/**
 * The paths where the navbar's Docs item is active: every path except those
 * starting with enterprise or faq, in every locale. FAQ lives in the docs
 * sidebar, so only a path rule keeps Docs inactive there. Written as one
 * negative lookahead: simpler patterns backtrack and match `/fr/faq`.
 */
export const docsActiveBaseRegex = `^/(?!(${translatedLocales
  .map((l) => `${l.prefix.slice(1)}/`)
  .join('|')})?(${sectionsOutsideDocs.join('|')})(/|$))`;
