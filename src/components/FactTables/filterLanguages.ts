import type {Language} from '../../data/languages';
import {localize} from '../../data/text';

/** Lower case without accents, so "francais" finds "français" and "Ελλ" finds "ελληνικά". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/**
 * The languages whose code, name in the reader's locale, English name or
 * native name contains the query; all of them for a blank query.
 */
export function filterLanguages(
  languages: readonly Language[],
  query: string,
  locale: string,
): readonly Language[] {
  const wanted = folded(query.trim());
  if (wanted === '') return languages;
  return languages.filter((language) =>
    [language.code, localize(language.name, locale), language.name.en, language.native].some(
      (text) => folded(text).includes(wanted),
    ),
  );
}
