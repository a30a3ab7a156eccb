import fs from 'node:fs';
import path from 'node:path';
import {locales, type SiteLocale} from '../../src/config/site';

/** Where a locale's build is: the default locale's at the root, the others in folders in it. */
export const localeDir = (locale: SiteLocale): string => path.join('build', locale.prefix.slice(1));

/** The URL path of the English build's main script (`/assets/js/main.<hash>.js`). */
export const mainScriptPath = `/assets/js/${fs
  .readdirSync(path.resolve('build/assets/js'))
  .find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))!}`;

/** Every built page of one locale, by URL path, with the stylesheets its HTML links, in order. */
export function stylesheetsByPage(locale: SiteLocale): Map<string, string[]> {
  const otherLocales = locales
    .filter((other) => other !== locale && other.prefix !== '')
    .map((other) => other.prefix.slice(1) + '/');
  const pages = new Map<string, string[]>();
  for (const file of fs.readdirSync(localeDir(locale), {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.html') || otherLocales.some((dir) => file.startsWith(dir))) continue;
    const html = fs.readFileSync(path.join(localeDir(locale), file), 'utf8');
    const links = [...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*>/g)].map(
      ([tag]) => tag.match(/href="?([^"\s>]+)/)?.[1] ?? tag,
    );
    pages.set(`${locale.prefix}/${file.replace(/(^|\/)index\.html$/, '')}`, links);
  }
  return pages;
}
