import type {LocalizedText} from './text';

/**
 * A notable change to the widget script `/1/api.js`. Every change inside `/1/`
 * is backwards compatible and ships without notice (product facts); these are
 * the ones worth knowing about. Newest first (`data.test.ts` checks it).
 */
export interface ChangelogEntry {
  /** The day it reached every visitor, `YYYY-MM-DD` (UTC). */
  readonly date: string;
  /** The script's own version inside `/1/` (the URL stays `/1/api.js`). */
  readonly version: string;
  /** One line: what changed. */
  readonly summary: LocalizedText;
  /** What it means for an integration. */
  readonly details: LocalizedText;
}

/** Where each locale's Atom feed of the changelog is written, under the locale's base URL. */
export const changelogFeedFile = 'changelog.atom';

/** The page the changelog is on, and that every feed entry links to. */
export const changelogPage = '/changelog';

/** The anchor of an entry on the changelog page: `v1-9-2`. */
export function changelogEntryId(entry: Pick<ChangelogEntry, 'version'>): string {
  return `v${entry.version.replaceAll('.', '-')}`;
}

const monthNames: Readonly<Record<keyof LocalizedText, readonly string[]>> = {
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
    ' ',
  ),
};

/**
 * An entry's day as readers write it (`10 November 2026`, `1er mars 2026`),
 * spelled out here rather than by `Intl`, so the server and the browser
 * always draw the same text.
 */
export function changelogDate(date: string): LocalizedText {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return {
    en: `${day} ${monthNames.en[month - 1]!} ${year}`,
    fr: `${day === 1 ? '1er' : day} ${monthNames.fr[month - 1]!} ${year}`,
  };
}

export const changelog: readonly ChangelogEntry[] = [
  {
    date: '2026-11-10',
    version: '1.9.2',
    summary: {
      en: 'Focus returns where it was when a challenge closes',
      fr: 'Le focus revient là où il était quand un défi se ferme',
    },
    details: {
      en: 'Closing a challenge with Escape or its close button now puts focus back on the checkbox, or on the button bound to an invisible widget, instead of the top of the page. See [keyboard use](/accessibility#keyboard).',
      fr: "Fermer un défi avec Échap ou son bouton de fermeture remet désormais le focus sur la case à cocher, ou sur le bouton lié à un widget invisible, au lieu du haut de la page. Voir [l'usage au clavier](/accessibility#keyboard).",
    },
  },
  {
    date: '2026-09-29',
    version: '1.9.0',
    summary: {
      en: "The `auto` theme follows the visitor's colour scheme as it changes",
      fr: 'Le thème `auto` suit le mode de couleurs du visiteur quand il change',
    },
    details: {
      en: 'With `data-theme="auto"`, a widget already on the page switches between light and dark when the visitor\'s system does, without a reload.',
      fr: 'Avec `data-theme="auto"`, un widget déjà affiché passe du clair au sombre quand le système du visiteur le fait, sans rechargement.',
    },
  },
  {
    date: '2026-08-18',
    version: '1.8.1',
    summary: {
      en: 'The `bramble_challenge` cookie lives only while a challenge is open',
      fr: "Le cookie `bramble_challenge` ne vit que pendant qu'un défi est ouvert",
    },
    details: {
      en: 'The cookie is now removed as soon as the challenge closes (it used to stay for 30 minutes). Nothing to change on your side; see [privacy](/privacy#cookie).',
      fr: 'Le cookie est désormais supprimé dès la fermeture du défi (il durait 30 minutes). Rien à changer de votre côté ; voir [confidentialité](/privacy#cookie).',
    },
  },
  {
    date: '2026-06-23',
    version: '1.8.0',
    summary: {
      en: '`execute()` can return a promise',
      fr: '`execute()` peut renvoyer une promesse',
    },
    details: {
      en: 'With `{ async: true }`, `execute()` returns a promise of `{ response, key }` and rejects with a client error code; `getRespKey()` reads the key later. Without the option it still calls your callback. See [invisible mode](/invisible#with-a-promise).',
      fr: "Avec `{ async: true }`, `execute()` renvoie une promesse de `{ response, key }` et la rejette avec un code d'erreur client ; `getRespKey()` lit la clé plus tard. Sans l'option, il appelle toujours votre fonction. Voir [le mode invisible](/invisible#with-a-promise).",
    },
  },
  {
    date: '2026-04-14',
    version: '1.7.0',
    summary: {
      en: 'A text challenge in place of any image challenge',
      fr: 'Un défi textuel à la place de tout défi en images',
    },
    details: {
      en: 'Every image challenge now offers a button that swaps it for a question answered in words, for visitors who cannot see the images. See [accessibility](/accessibility#text-alternative).',
      fr: 'Chaque défi en images propose désormais un bouton qui le remplace par une question à laquelle on répond en toutes lettres, pour les visiteurs qui ne voient pas les images. Voir [accessibilité](/accessibility#text-alternative).',
    },
  },
  {
    date: '2026-02-09',
    version: '1.6.0',
    summary: {
      en: 'The `contrast` theme',
      fr: 'Le thème `contrast`',
    },
    details: {
      en: '`data-theme="contrast"` draws the widget and its challenges with high-contrast colours, on every plan.',
      fr: '`data-theme="contrast"` dessine le widget et ses défis avec des couleurs très contrastées, quelle que soit l\'offre.',
    },
  },
  {
    date: '2025-11-17',
    version: '1.5.0',
    summary: {
      en: 'reCAPTCHA compatibility with `recaptchacompat=on`',
      fr: 'Compatibilité reCAPTCHA avec `recaptchacompat=on`',
    },
    details: {
      en: 'Loading the script with `recaptchacompat=on` installs a `grecaptcha` object, so code written for reCAPTCHA runs unchanged. See [switching from reCAPTCHA](/switch).',
      fr: 'Charger le script avec `recaptchacompat=on` installe un objet `grecaptcha`, pour que du code écrit pour reCAPTCHA fonctionne tel quel. Voir [passer de reCAPTCHA à Bramble](/switch).',
    },
  },
  {
    date: '2025-09-08',
    version: '1.4.0',
    summary: {
      en: 'A callback for challenges left unanswered',
      fr: 'Une fonction pour les défis laissés sans réponse',
    },
    details: {
      en: '`data-challenge-expired-callback` runs when a visitor leaves a challenge open too long, and the error callback receives `challenge-expired`.',
      fr: "`data-challenge-expired-callback` est appelée quand un visiteur laisse un défi ouvert trop longtemps, et la fonction d'erreur reçoit `challenge-expired`.",
    },
  },
  {
    date: '2025-06-02',
    version: '1.3.0',
    summary: {
      en: 'Custom themes for Pro and Enterprise',
      fr: 'Thèmes personnalisés pour Pro et Enterprise',
    },
    details: {
      en: 'With `custom=true` in the script URL, `data-theme` takes a theme object; an invalid one falls back to `light` and reports `invalid-custom-theme`. See [custom themes](/custom_themes).',
      fr: "Avec `custom=true` dans l'URL du script, `data-theme` accepte un objet de thème ; un objet invalide revient à `light` et signale `invalid-custom-theme`. Voir [les thèmes personnalisés](/custom_themes).",
    },
  },
  {
    date: '2025-03-03',
    version: '1.0.0',
    summary: {
      en: 'The `/1/` script',
      fr: 'Le script `/1/`',
    },
    details: {
      en: 'The first major version of `api.js`: checkbox and invisible widgets, the `render()`, `execute()`, `reset()`, `getResponse()` and `remove()` calls, and the `light` and `dark` themes.',
      fr: "La première version majeure d'`api.js` : widgets case à cocher et invisible, les appels `render()`, `execute()`, `reset()`, `getResponse()` et `remove()`, et les thèmes `light` et `dark`.",
    },
  },
];
