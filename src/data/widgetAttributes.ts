import type {LocalizedText} from './text';

/** A widget setting: a `data-` attribute on the container and the same option to `render()`. */
export interface WidgetAttribute {
  readonly attribute: string;
  /** The `render()` option: the attribute without `data-`. */
  readonly option: string;
  /** What the option takes in `render()`: callbacks are functions there, names in the attribute. */
  readonly optionType: 'string' | 'number' | 'function' | 'string | object';
  /** `null` when there is no default; the required attribute has none either. */
  readonly defaultValue: string | null;
  readonly required?: true;
  readonly description: LocalizedText;
}

export const widgetAttributes: readonly WidgetAttribute[] = [
  {
    attribute: 'data-sitekey',
    option: 'sitekey',
    optionType: 'string',
    defaultValue: null,
    required: true,
    description: {en: 'Your site key.', fr: 'Votre clé de site.'},
  },
  {
    attribute: 'data-theme',
    option: 'theme',
    optionType: 'string | object',
    defaultValue: 'light',
    description: {
      en: "`light`, `dark`, `auto` (follows the visitor's colour-scheme preference) or `contrast`. With `custom=true`, a [theme object](/custom_themes#the-theme-object), as JSON in the attribute.",
      fr: "`light`, `dark`, `auto` (suit la préférence de couleurs du visiteur) ou `contrast`. Avec `custom=true`, un [objet de thème](/custom_themes#the-theme-object), en JSON dans l'attribut.",
    },
  },
  {
    attribute: 'data-size',
    option: 'size',
    optionType: 'string',
    defaultValue: 'normal',
    description: {
      en: '`normal`, `compact` for narrow layouts, or `invisible` for [invisible mode](/invisible).',
      fr: '`normal`, `compact` pour les mises en page étroites, ou `invisible` pour le [mode invisible](/invisible).',
    },
  },
  {
    attribute: 'data-tabindex',
    option: 'tabindex',
    optionType: 'number',
    defaultValue: '0',
    description: {
      en: 'Tab order of the widget, as for any focusable element.',
      fr: "Position du widget dans l'ordre de tabulation, comme pour tout élément focalisable.",
    },
  },
  {
    attribute: 'data-callback',
    option: 'callback',
    optionType: 'function',
    defaultValue: null,
    description: {
      en: 'Called with the token when the visitor passes.',
      fr: 'Appelé avec le jeton quand le visiteur réussit la vérification.',
    },
  },
  {
    attribute: 'data-expired-callback',
    option: 'expired-callback',
    optionType: 'function',
    defaultValue: null,
    description: {
      en: 'Called when the token expires, 120 seconds after it was issued.',
      fr: 'Appelé quand le jeton expire, 120 secondes après son émission.',
    },
  },
  {
    attribute: 'data-challenge-expired-callback',
    option: 'challenge-expired-callback',
    optionType: 'function',
    defaultValue: null,
    description: {
      en: 'Called when a challenge was left unanswered for too long.',
      fr: 'Appelé quand un défi est resté trop longtemps sans réponse.',
    },
  },
  {
    attribute: 'data-open-callback',
    option: 'open-callback',
    optionType: 'function',
    defaultValue: null,
    description: {en: 'Called when a challenge opens.', fr: "Appelé à l'ouverture d'un défi."},
  },
  {
    attribute: 'data-close-callback',
    option: 'close-callback',
    optionType: 'function',
    defaultValue: null,
    description: {
      en: 'Called when the visitor closes a challenge without answering.',
      fr: 'Appelé quand le visiteur ferme un défi sans y répondre.',
    },
  },
  {
    attribute: 'data-error-callback',
    option: 'error-callback',
    optionType: 'function',
    defaultValue: null,
    description: {
      en: 'Called with a [client error code](/configuration#client-error-codes).',
      fr: "Appelé avec un [code d'erreur client](/configuration#client-error-codes).",
    },
  },
];
