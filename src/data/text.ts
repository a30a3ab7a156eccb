/**
 * Human text of a fact, in every locale of the site. Both fields are
 * required so a record without its French text does not type-check; the data
 * test also rejects empty or untranslated values.
 *
 * Text may hold `inline code` in backticks and [links](/api#error-codes) to
 * site paths (written without a locale prefix); nothing else is interpreted.
 */
export interface LocalizedText {
  readonly en: string;
  readonly fr: string;
}

/** The locales fact text is written in; the site's locales must all be here. */
export type FactLocale = keyof LocalizedText;

/** The text for a locale; a locale the data does not know falls back to English. */
export function localize(text: LocalizedText, locale: string): string {
  return locale in text ? text[locale as FactLocale] : text.en;
}
