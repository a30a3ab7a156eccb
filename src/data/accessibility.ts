import type {LocalizedText} from './text';

/** A key, or a combination of keys, the widget and its challenge answer to. */
export interface KeyboardKey {
  readonly id: string;
  /** The keys as a keyboard labels them, in the reader's language. */
  readonly keys: LocalizedText;
  /** Where focus must be for the key to act. */
  readonly where: LocalizedText;
  readonly action: LocalizedText;
}

/** How the widget and its challenge are used from the keyboard alone (WCAG 2.1 AA, 2.1.1). */
export const keyboardKeys: readonly KeyboardKey[] = [
  {
    id: 'tab',
    keys: {en: 'Tab, Shift+Tab', fr: 'Tab, Maj+Tab'},
    where: {en: 'Anywhere', fr: 'Partout'},
    action: {
      en: 'Moves focus to the checkbox at its place in your form (`data-tabindex`), then on through the challenge, when one is open, in reading order.',
      fr: "Amène le focus sur la case à cocher, à sa place dans votre formulaire (`data-tabindex`), puis, quand un défi est ouvert, à travers ses éléments dans l'ordre de lecture.",
    },
  },
  {
    id: 'check',
    keys: {en: 'Space or Enter', fr: 'Espace ou Entrée'},
    where: {en: 'The checkbox', fr: 'La case à cocher'},
    action: {
      en: 'Ticks the box and starts the check; a challenge opens only if the visitor looks risky.',
      fr: "Coche la case et lance la vérification ; un défi ne s'ouvre que si le visiteur paraît risqué.",
    },
  },
  {
    id: 'arrows',
    keys: {en: 'Arrow keys', fr: 'Flèches'},
    where: {en: 'An image challenge', fr: 'Un défi en images'},
    action: {
      en: 'Move between the images of the grid, row by row.',
      fr: "Passent d'une image de la grille à l'autre, ligne par ligne.",
    },
  },
  {
    id: 'select',
    keys: {en: 'Space or Enter', fr: 'Espace ou Entrée'},
    where: {en: 'An image of the grid', fr: 'Une image de la grille'},
    action: {
      en: 'Selects the image, or clears it when it is already selected.',
      fr: "Sélectionne l'image, ou la désélectionne si elle l'est déjà.",
    },
  },
  {
    id: 'text-challenge',
    keys: {en: 'Space or Enter', fr: 'Espace ou Entrée'},
    where: {en: 'The text challenge button', fr: 'Le bouton du défi textuel'},
    action: {
      en: 'Replaces the image challenge with a text challenge: a question answered in words.',
      fr: 'Remplace le défi en images par un défi textuel : une question à laquelle on répond en toutes lettres.',
    },
  },
  {
    id: 'submit',
    keys: {en: 'Enter', fr: 'Entrée'},
    where: {
      en: 'The answer field of a text challenge',
      fr: "Le champ de réponse d'un défi textuel",
    },
    action: {
      en: 'Submits the answer, as the Verify button does.',
      fr: 'Envoie la réponse, comme le bouton Vérifier.',
    },
  },
  {
    id: 'escape',
    keys: {en: 'Escape', fr: 'Échap'},
    where: {en: 'An open challenge', fr: 'Un défi ouvert'},
    action: {
      en: 'Closes the challenge and puts focus back on the checkbox, or on the button that opened it; your error callback receives `challenge-closed`.',
      fr: "Ferme le défi et remet le focus sur la case à cocher, ou sur le bouton qui l'a ouvert ; votre fonction d'erreur reçoit `challenge-closed`.",
    },
  },
];

/** The WCAG version and level the widget and its challenges meet. */
export const wcagConformance = {version: '2.1', level: 'AA'} as const;

/** A screen reader the widget and its challenges are tested with, in the browser it is used with. */
export interface TestedScreenReader {
  readonly id: string;
  /** The product's name, the same in every language. */
  readonly name: string;
  /** Browser names, the same in every language. */
  readonly browsers: readonly string[];
  readonly platform: string;
}

export const testedScreenReaders: readonly TestedScreenReader[] = [
  {
    id: 'nvda',
    name: 'NVDA',
    browsers: ['Firefox', 'Chrome'],
    platform: 'Windows',
  },
  {
    id: 'jaws',
    name: 'JAWS',
    browsers: ['Chrome', 'Edge'],
    platform: 'Windows',
  },
  {
    id: 'voiceover-macos',
    name: 'VoiceOver',
    browsers: ['Safari'],
    platform: 'macOS',
  },
  {
    id: 'voiceover-ios',
    name: 'VoiceOver',
    browsers: ['Safari'],
    platform: 'iOS',
  },
  {
    id: 'talkback',
    name: 'TalkBack',
    browsers: ['Chrome'],
    platform: 'Android',
  },
];
