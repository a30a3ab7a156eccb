// The site the twin tests write pages for: the real translation files, a made-up origin.
import fs from 'node:fs';
import path from 'node:path';
import {loadFactTables} from '../../components/FactTables/definitions';
import type {TwinSite} from './mdxToMarkdown';

export const docsDir = path.resolve('docs');

export const factTables = await loadFactTables();

/** The locale's UI strings from `i18n/<locale>/code.json`, by id. */
export function localeMessages(locale: string): Record<string, string> {
  const file = path.resolve('i18n', locale, 'code.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(json).map(([id, entry]) => [id, entry.message]));
}

/** The site at https://docs.example.org in one locale, its pages the files of `docs/`. */
export function twinSite(locale: 'en' | 'fr'): TwinSite {
  return {
    locale,
    siteUrl: 'https://docs.example.org',
    baseUrl: locale === 'en' ? '/' : '/fr/',
    dashboardUrl: 'https://dashboard.example.org',
    messages: localeMessages(locale),
    factTables,
    permalinkOfFile: (file) =>
      path.dirname(file) === docsDir
        ? `${locale === 'en' ? '' : '/fr'}/${path.basename(file).replace(/\.mdx?$/, '')}`
        : undefined,
  };
}
