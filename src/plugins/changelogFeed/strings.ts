/** The feed's UI strings, the ones `<ChangelogFeedLink />` shows. */
export const feedMessages = {
  title: {id: 'changelogFeed.title', message: 'Bramble widget script changelog'},
  subtitle: {
    id: 'changelogFeed.subtitle',
    message: 'Notable changes to the Bramble widget script /1/api.js',
  },
} as const;

export function feedStrings(translations: Readonly<Record<string, string>>): {
  title: string;
  subtitle: string;
} {
  return {
    title: translations[feedMessages.title.id] ?? feedMessages.title.message,
    subtitle: translations[feedMessages.subtitle.id] ?? feedMessages.subtitle.message,
  };
}
