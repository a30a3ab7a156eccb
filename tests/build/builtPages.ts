import fs from 'node:fs';
import path from 'node:path';
import {locales, type SiteLocale} from '../../src/config/site';

/** Where a locale's build is: the default locale's at the root, the others in folders in it. */
export const localeDir = (locale: SiteLocale): string => path.join('build', locale.prefix.slice(1));

/** A stylesheet a page links, and the group it waits for when it is linked disabled. */
export interface StylesheetLink {
  href: string;
  deferred?: string;
}

/** The stylesheets a browser fetches as it loads the page: those not held back. */
export const loadedHrefs = (links: readonly StylesheetLink[]): string[] =>
  links.filter((link) => !link.deferred).map((link) => link.href);

/** Every built page of one locale, by URL path, with the stylesheets its HTML links, in order. */
export function stylesheetsByPage(locale: SiteLocale): Map<string, StylesheetLink[]> {
  const otherLocales = locales
    .filter((other) => other !== locale && other.prefix !== '')
    .map((other) => other.prefix.slice(1) + '/');
  const pages = new Map<string, StylesheetLink[]>();
  for (const file of fs.readdirSync(localeDir(locale), {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.html') || otherLocales.some((dir) => file.startsWith(dir))) continue;
    const html = fs.readFileSync(path.join(localeDir(locale), file), 'utf8');
    const links = [...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*>/g)].map(([tag]) => {
      const href = tag.match(/href="?([^"\s>]+)/)?.[1] ?? tag;
      const group = tag.match(/data-deferred="?([^"\s>]+)/)?.[1];
      if (group && !/\sdisabled[\s>]/.test(tag)) throw new Error(`${file}: ${tag} is not disabled`);
      return group ? {href, deferred: group} : {href};
    });
    pages.set(`${locale.prefix}/${file.replace(/(^|\/)index\.html$/, '')}`, links);
  }
  return pages;
}
