import type {LocalizedText} from './text';

/** The widget script's address; every sample and table uses this one. */
export const widgetScriptUrl = 'https://js.bramble.example/1/api.js';

/** A query parameter of the widget script URL. */
export interface ScriptParameter {
  readonly name: string;
  readonly values: LocalizedText;
  readonly description: LocalizedText;
}

export const scriptParameters: readonly ScriptParameter[] = [
  {
    name: 'onload',
    values: {en: 'function name', fr: 'nom de fonction'},
    description: {
      en: 'Name of a global function that Bramble calls when the API is ready. Use it with explicit rendering.',
      fr: "Nom d'une fonction globale que Bramble appelle quand l'API est prête. À utiliser avec le rendu explicite.",
    },
  },
  {
    name: 'render',
    values: {en: '`onload` (default), `explicit`', fr: '`onload` (par défaut), `explicit`'},
    description: {
      en: 'With `onload`, every `.bramble` container is rendered as soon as the script loads. With `explicit`, nothing is rendered until you call `bramble.render()`.',
      fr: "Avec `onload`, chaque conteneur `.bramble` est affiché dès le chargement du script. Avec `explicit`, rien n'est affiché tant que vous n'appelez pas `bramble.render()`.",
    },
  },
  {
    name: 'hl',
    values: {en: 'language code', fr: 'code de langue'},
    description: {
      en: 'Forces the widget language and overrides browser detection. See [Language support](/languages).',
      fr: 'Impose la langue du widget, à la place de la détection par le navigateur. Voir [Langues prises en charge](/languages).',
    },
  },
  {
    name: 'recaptchacompat',
    values: {en: '`off` (default), `on`', fr: '`off` (par défaut), `on`'},
    description: {
      en: '`on` installs a `grecaptcha` compatibility object. See [Switch from reCAPTCHA, hCaptcha or Turnstile](/switch).',
      fr: '`on` installe un objet de compatibilité `grecaptcha`. Voir [Migrer depuis reCAPTCHA, hCaptcha ou Turnstile](/switch).',
    },
  },
  {
    name: 'custom',
    values: {en: '`true`', fr: '`true`'},
    description: {
      en: 'Enables [custom themes](/custom_themes). Requires Bramble Pro or Enterprise.',
      fr: 'Active les [thèmes personnalisés](/custom_themes). Nécessite Bramble Pro ou Enterprise.',
    },
  },
];
