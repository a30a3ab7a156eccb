import type {LocalizedText} from './text';

/** One thing a reCAPTCHA integration names, and its Bramble equivalent. */
export interface RecaptchaEquivalent {
  readonly item: LocalizedText;
  /** Both sides are code as written in an integration (URLs, names), unless `note` explains. */
  readonly recaptcha: string;
  readonly bramble: string;
  readonly note?: LocalizedText;
}

export const recaptchaEquivalents: readonly RecaptchaEquivalent[] = [
  {
    item: {en: 'Script URL', fr: 'URL du script'},
    recaptcha: 'https://www.google.com/recaptcha/api.js',
    bramble: 'https://js.bramble.example/1/api.js',
  },
  {
    item: {en: 'Container class', fr: 'Classe du conteneur'},
    recaptcha: 'g-recaptcha',
    bramble: 'bramble',
  },
  {
    item: {en: 'Form field with the token', fr: 'Champ de formulaire contenant le jeton'},
    recaptcha: 'g-recaptcha-response',
    bramble: 'bramble-response',
  },
  {
    item: {en: 'JavaScript object', fr: 'Objet JavaScript'},
    recaptcha: 'grecaptcha',
    bramble: 'bramble',
    note: {
      en: 'With `recaptchacompat=on`, Bramble also defines `grecaptcha`.',
      fr: 'Avec `recaptchacompat=on`, Bramble définit aussi `grecaptcha`.',
    },
  },
  {
    item: {en: 'JavaScript methods', fr: 'Méthodes JavaScript'},
    recaptcha:
      'grecaptcha.render(), grecaptcha.execute(), grecaptcha.reset(), grecaptcha.getResponse(), grecaptcha.ready()',
    bramble: 'bramble.render(), bramble.execute(), bramble.reset(), bramble.getResponse(), onload',
    note: {
      en: 'Same arguments and widget ids; `ready()` has no twin: name a function in the `onload` [script parameter](/configuration#script-parameters).',
      fr: "Mêmes arguments et mêmes identifiants de widget ; `ready()` n'a pas d'équivalent : nommez une fonction dans le [paramètre de script](/configuration#script-parameters) `onload`.",
    },
  },
  {
    item: {en: 'Widget attributes', fr: 'Attributs du widget'},
    recaptcha:
      'data-sitekey, data-theme, data-size, data-tabindex, data-callback, data-expired-callback, data-error-callback',
    bramble:
      'data-sitekey, data-theme, data-size, data-tabindex, data-callback, data-expired-callback, data-error-callback',
    note: {
      en: 'The same names; Bramble adds `contrast` and `auto` themes and [more callbacks](/configuration#container-attributes).',
      fr: "Les mêmes noms ; Bramble ajoute les thèmes `contrast` et `auto` et [d'autres callbacks](/configuration#container-attributes).",
    },
  },
  {
    item: {en: 'Explicit rendering', fr: 'Rendu explicite'},
    recaptcha: '?render=explicit&onload=fn',
    bramble: '?render=explicit&onload=fn',
  },
  {
    item: {en: 'Language parameter', fr: 'Paramètre de langue'},
    recaptcha: 'hl',
    bramble: 'hl',
  },
  {
    item: {en: 'Verification URL', fr: 'URL de vérification'},
    recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
    bramble: 'https://api.bramble.example/siteverify',
  },
  {
    item: {en: 'Verification fields', fr: 'Champs de vérification'},
    recaptcha: 'secret, response, remoteip',
    bramble: 'secret, response, remoteip, sitekey',
    note: {
      en: '`sitekey` is recommended: Bramble then rejects tokens of other sites.',
      fr: "`sitekey` est recommandé : Bramble rejette alors les jetons d'autres sites.",
    },
  },
  {
    item: {en: 'Answer fields', fr: 'Champs de la réponse'},
    recaptcha: 'success, challenge_ts, hostname, error-codes',
    bramble: 'success, challenge_ts, hostname, error-codes',
    note: {
      en: 'Enterprise adds `score` and `score_reason`.',
      fr: 'Enterprise ajoute `score` et `score_reason`.',
    },
  },
];

/** A reCAPTCHA siteverify error code and the Bramble codes that replace it. */
export interface RecaptchaErrorEquivalent {
  readonly recaptcha: string;
  readonly bramble: readonly string[];
  readonly note?: LocalizedText;
}

export const recaptchaErrorEquivalents: readonly RecaptchaErrorEquivalent[] = [
  {recaptcha: 'missing-input-secret', bramble: ['missing-input-secret']},
  {recaptcha: 'invalid-input-secret', bramble: ['invalid-input-secret']},
  {recaptcha: 'missing-input-response', bramble: ['missing-input-response']},
  {recaptcha: 'invalid-input-response', bramble: ['invalid-input-response']},
  {
    recaptcha: 'timeout-or-duplicate',
    bramble: ['expired-input-response', 'already-seen-response'],
    note: {
      en: 'Bramble tells an expired token from a replayed one.',
      fr: "Bramble distingue un jeton expiré d'un jeton réutilisé.",
    },
  },
  {
    recaptcha: 'bad-request',
    bramble: ['bad-request', 'invalid-remoteip', 'invalid-sitekey', 'sitekey-secret-mismatch'],
    note: {
      en: 'Bramble names the field that is wrong.',
      fr: 'Bramble nomme le champ en cause.',
    },
  },
];
