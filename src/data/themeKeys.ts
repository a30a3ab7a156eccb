import type {LocalizedText} from './text';

/** A key of a custom theme's `palette`. */
export interface PaletteKey {
  readonly path: string;
  readonly description: LocalizedText;
}

export const paletteKeys: readonly PaletteKey[] = [
  {
    path: 'mode',
    description: {
      en: '`light` or `dark`. Sets the base that every colour you leave out inherits from.',
      fr: '`light` ou `dark`. Fixe la base dont hérite chaque couleur que vous omettez.',
    },
  },
  {
    path: 'grey',
    description: {
      en: 'Shades `100` to `1000` in steps of 100, from the lightest to the darkest: backgrounds, borders and secondary text.',
      fr: 'Nuances `100` à `1000` par pas de 100, de la plus claire à la plus foncée : fonds, bordures et texte secondaire.',
    },
  },
  {
    path: 'primary.main',
    description: {
      en: 'The accent colour: the checkmark, focus rings, selected answers and the verify button.',
      fr: "La couleur d'accent : la coche, les contours de focus, les réponses choisies et le bouton de vérification.",
    },
  },
  {
    path: 'warn.main',
    description: {
      en: 'The colour of error messages and warnings.',
      fr: "La couleur des messages d'erreur et des avertissements.",
    },
  },
  {
    path: 'text.heading',
    description: {
      en: 'Colour of challenge prompts and titles.',
      fr: 'Couleur des consignes et des titres des défis.',
    },
  },
  {
    path: 'text.body',
    description: {en: 'Colour of regular text.', fr: 'Couleur du texte courant.'},
  },
];

/** The grey shades a palette may set. */
export const greyShades = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] as const;

export type ThemeState = 'main' | 'hover' | 'focus' | 'active' | 'selected' | 'disabled';

/** A part of the widget a theme can colour, and the states it has. */
export interface ThemeComponent {
  readonly name: string;
  readonly description: LocalizedText;
  readonly states: readonly ThemeState[];
}

export const themeComponents: readonly ThemeComponent[] = [
  {
    name: 'checkbox',
    description: {en: 'The box the visitor ticks.', fr: 'La case que le visiteur coche.'},
    states: ['main', 'hover', 'focus', 'active', 'disabled'],
  },
  {
    name: 'challenge',
    description: {en: 'The challenge panel.', fr: 'Le panneau du défi.'},
    states: ['main'],
  },
  {
    name: 'modal',
    description: {
      en: 'The dialog around the challenge and its backdrop.',
      fr: 'La boîte de dialogue autour du défi et son arrière-plan.',
    },
    states: ['main'],
  },
  {
    name: 'button',
    description: {
      en: 'Secondary buttons, such as refresh and the switch to a text challenge.',
      fr: 'Les boutons secondaires, comme actualiser et le passage à un défi textuel.',
    },
    states: ['main', 'hover', 'focus', 'active', 'disabled'],
  },
  {
    name: 'link',
    description: {
      en: 'Links in the footer and the help text.',
      fr: "Les liens du pied et du texte d'aide.",
    },
    states: ['main', 'hover', 'focus'],
  },
  {
    name: 'input',
    description: {en: 'Text fields of text challenges.', fr: 'Les champs des défis textuels.'},
    states: ['main', 'focus', 'disabled'],
  },
  {
    name: 'breadcrumb',
    description: {
      en: 'The progress dots of multi-step challenges.',
      fr: 'Les points de progression des défis en plusieurs étapes.',
    },
    states: ['main', 'active'],
  },
  {
    name: 'task',
    description: {en: 'The tiles of an image task.', fr: "Les vignettes d'une tâche d'images."},
    states: ['main', 'hover', 'focus', 'selected'],
  },
  {
    name: 'prompt',
    description: {en: 'The banner that states the task.', fr: 'Le bandeau qui énonce la tâche.'},
    states: ['main'],
  },
  {
    name: 'skipButton',
    description: {en: 'The button that skips a task.', fr: 'Le bouton qui passe une tâche.'},
    states: ['main', 'hover', 'focus', 'disabled'],
  },
  {
    name: 'verifyButton',
    description: {
      en: 'The button that submits the answer.',
      fr: 'Le bouton qui envoie la réponse.',
    },
    states: ['main', 'hover', 'focus', 'active', 'disabled'],
  },
  {
    name: 'slider',
    description: {
      en: 'The handle and track of slider tasks.',
      fr: 'La poignée et la piste des tâches à curseur.',
    },
    states: ['main', 'hover', 'focus', 'active'],
  },
  {
    name: 'textarea',
    description: {en: 'Multi-line answers.', fr: 'Les réponses sur plusieurs lignes.'},
    states: ['main', 'focus', 'disabled'],
  },
];
