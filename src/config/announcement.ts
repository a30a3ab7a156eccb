import en from '../../i18n/en/announcement.json';
import fr from '../../i18n/fr/announcement.json';

/**
 * The bar's id: change it with the message so that visitors who closed the
 * previous one see the new one (Docusaurus resets the dismissal on a new id).
 */
export const announcementId = 'invisible-on-every-plan-2026';

/** The part of the theme's announcement bar setting this site sets. */
export interface Announcement {
  id: string;
  content: string;
  isCloseable: boolean;
  backgroundColor: string;
  textColor: string;
}

const contentByLocale: Readonly<Record<string, {content: {message: string}}>> = {en, fr};

/** The announcement bar for one locale; unknown locales get the English text. */
export function announcement(locale: string): Announcement {
  const {content} = contentByLocale[locale] ?? en;
  // One dark bar in both colour modes: the theme sets a single colour pair, not one per mode.
  return {
    id: announcementId,
    content: content.message,
    isCloseable: true,
    backgroundColor: '#3b1442',
    textColor: '#ffffff',
  };
}
