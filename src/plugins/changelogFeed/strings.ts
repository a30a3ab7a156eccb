/**
 * The feed's UI strings, the ones `<ChangelogFeedLink />` shows (same ids in
 * `i18n/<locale>/code.json`), with their English defaults.
 */
export const feedMessages = {
  title: {id: 'changelogFeed.title', message: 'Bramble widget script changelog'},
  subtitle: {
    id: 'changelogFeed.subtitle',
    message: 'Notable changes to the Bramble widget script /1/api.js',
  },
} as const;

/** The feed's title and subtitle in a locale: its translations, or the English defaults. */
export function feedStrings(translations: Readonly<Record<string, string>>): {
  title: string;
  subtitle: string;
} {
  return {
    title: translations[feedMessages.title.id] ?? feedMessages.title.message,
    subtitle: translations[feedMessages.subtitle.id] ?? feedMessages.subtitle.message,
  };
}
