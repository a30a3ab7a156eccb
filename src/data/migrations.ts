import {cspDirectives} from './contentSecurityPolicy';
import type {LocalizedText} from './text';

/**
 * hCaptcha and Turnstile, the two other captchas `/switch` moves from (reCAPTCHA has its own
 * file, `recaptchaMapping.ts`, as it came first and has the compatibility mode). Their names are
 * the public ones of each product's documentation.
 */
export type MigrationProduct = 'hcaptcha' | 'turnstile';

export const migrationProductNames: Readonly<Record<MigrationProduct, string>> = {
  hcaptcha: 'hCaptcha',
  turnstile: 'Turnstile',
};

/** One thing an integration of the other product names, and its Bramble equivalent. */
export interface MigrationEquivalent {
  readonly item: LocalizedText;
  /** Both sides are code as written in an integration, comma-separated; '' when there is none. */
  readonly theirs: string;
  readonly bramble: string;
  readonly note?: LocalizedText;
}

/** A siteverify error code of the other product and the Bramble codes to handle in its place. */
export interface MigrationErrorEquivalent {
  readonly theirs: string;
  /** Empty when Bramble gives no verdict in that case (an HTTP status instead). */
  readonly bramble: readonly string[];
  readonly note?: LocalizedText;
}

const scriptUrl: LocalizedText = {en: 'Script URL', fr: 'URL du script'};
const containerClass: LocalizedText = {en: 'Container class', fr: 'Classe du conteneur'};
const tokenField: LocalizedText = {
  en: 'Form field with the token',
  fr: 'Champ de formulaire contenant le jeton',
};
const attributes: LocalizedText = {en: 'Widget attributes', fr: 'Attributs du widget'};
const callbacks: LocalizedText = {en: 'Callbacks', fr: 'Fonctions de rappel'};
const jsObject: LocalizedText = {en: 'JavaScript API', fr: 'API JavaScript'};
const explicit: LocalizedText = {en: 'Explicit rendering', fr: 'Rendu explicite'};
const verifyUrl: LocalizedText = {en: 'Verification URL', fr: 'URL de vérification'};
const verifyFields: LocalizedText = {en: 'Verification fields', fr: 'Champs de vérification'};
const answerFields: LocalizedText = {en: 'Answer fields', fr: 'Champs de la réponse'};
const cspHosts: LocalizedText = {
  en: 'Content Security Policy hosts',
  fr: 'Hôtes de la Content Security Policy',
};
/** Bramble's hosts in a page's policy, from its directives. */
const brambleCspHosts = [...new Set(cspDirectives.map(({source}) => source))].join(', ');
export const migrationEquivalents: Readonly<
  Record<MigrationProduct, readonly MigrationEquivalent[]>
> = {
  hcaptcha: [
    {
      item: scriptUrl,
      theirs: 'https://js.hcaptcha.com/1/api.js',
      bramble: 'https://js.bramble.example/1/api.js',
    },
    {
      item: cspHosts,
      theirs: 'https://hcaptcha.com, https://*.hcaptcha.com',
      bramble: brambleCspHosts,
    },
    {item: containerClass, theirs: 'h-captcha', bramble: 'bramble'},
    {item: tokenField, theirs: 'h-captcha-response', bramble: 'bramble-response'},
    {
      item: attributes,
      theirs: 'data-sitekey, data-theme, data-size, data-tabindex',
      bramble: 'data-sitekey, data-theme, data-size, data-tabindex',
      note: {
        en: 'The same names and values; Bramble adds the `auto` and `contrast` [themes](/configuration#container-attributes).',
        fr: 'Les mêmes noms et valeurs ; Bramble ajoute les [thèmes](/configuration#container-attributes) `auto` et `contrast`.',
      },
    },
    {
      item: callbacks,
      theirs:
        'data-callback, data-expired-callback, data-chalexpired-callback, data-open-callback, data-close-callback, data-error-callback',
      bramble:
        'data-callback, data-expired-callback, data-challenge-expired-callback, data-open-callback, data-close-callback, data-error-callback',
      note: {
        en: 'Only the challenge-expired callback is renamed; the error callback receives a Bramble [client error code](/configuration#client-error-codes).',
        fr: "Seul le callback d'expiration du défi change de nom ; le callback d'erreur reçoit un [code d'erreur client](/configuration#client-error-codes) de Bramble.",
      },
    },
    {
      item: jsObject,
      theirs:
        'hcaptcha.render(), hcaptcha.execute(), hcaptcha.reset(), hcaptcha.getResponse(), hcaptcha.getRespKey(), hcaptcha.remove(), hcaptcha.setData()',
      bramble:
        'bramble.render(), bramble.execute(), bramble.reset(), bramble.getResponse(), bramble.getRespKey(), bramble.remove(), bramble.setData()',
      note: {
        en: 'Same arguments, widget ids and promise form of `execute()`; `setData()` is Enterprise.',
        fr: "Mêmes arguments, mêmes identifiants de widget et même forme promesse d'`execute()` ; `setData()` est réservé à Enterprise.",
      },
    },
    {item: explicit, theirs: '?render=explicit&onload=fn', bramble: '?render=explicit&onload=fn'},
    {
      item: verifyUrl,
      theirs: 'https://api.hcaptcha.com/siteverify',
      bramble: 'https://api.bramble.example/siteverify',
    },
    {
      item: verifyFields,
      theirs: 'secret, response, remoteip, sitekey',
      bramble: 'secret, response, remoteip, sitekey, idempotency_key',
      note: {
        en: 'Bramble adds `idempotency_key` for [safe retries](/api#retries-and-timeouts).',
        fr: 'Bramble ajoute `idempotency_key` pour des [réessais sans risque](/api#retries-and-timeouts).',
      },
    },
    {
      item: answerFields,
      theirs: 'success, challenge_ts, hostname, credit, error-codes',
      bramble: 'success, challenge_ts, hostname, error-codes',
      note: {
        en: 'No `credit`; Enterprise adds `score` and `score_reason`.',
        fr: 'Pas de `credit` ; Enterprise ajoute `score` et `score_reason`.',
      },
    },
  ],
  turnstile: [
    {
      item: scriptUrl,
      theirs: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      bramble: 'https://js.bramble.example/1/api.js',
    },
    {item: cspHosts, theirs: 'https://challenges.cloudflare.com', bramble: brambleCspHosts},
    {item: containerClass, theirs: 'cf-turnstile', bramble: 'bramble'},
    {item: tokenField, theirs: 'cf-turnstile-response', bramble: 'bramble-response'},
    {
      item: attributes,
      theirs: 'data-sitekey, data-theme, data-size, data-tabindex, data-language, data-appearance',
      bramble: 'data-sitekey, data-theme, data-size, data-tabindex, hl, data-size',
      note: {
        en: 'The language is the `hl` [script parameter](/configuration#script-parameters); `data-appearance="interaction-only"` becomes `data-size="invisible"`. `data-action` and `data-cdata` have no equivalent.',
        fr: 'La langue est le [paramètre de script](/configuration#script-parameters) `hl` ; `data-appearance="interaction-only"` devient `data-size="invisible"`. `data-action` et `data-cdata` n\'ont pas d\'équivalent.',
      },
    },
    {
      item: callbacks,
      theirs:
        'data-callback, data-expired-callback, data-timeout-callback, data-before-interactive-callback, data-after-interactive-callback, data-error-callback',
      bramble:
        'data-callback, data-expired-callback, data-challenge-expired-callback, data-open-callback, data-close-callback, data-error-callback',
      note: {
        en: 'The interactive callbacks become the open and close callbacks; the error callback receives a Bramble [client error code](/configuration#client-error-codes).',
        fr: "Les callbacks d'interaction deviennent ceux d'ouverture et de fermeture ; le callback d'erreur reçoit un [code d'erreur client](/configuration#client-error-codes) de Bramble.",
      },
    },
    {
      item: jsObject,
      theirs:
        'turnstile.render(), turnstile.execute(), turnstile.reset(), turnstile.getResponse(), turnstile.remove(), turnstile.isExpired(), turnstile.ready()',
      bramble:
        'bramble.render(), bramble.execute(), bramble.reset(), bramble.getResponse(), bramble.remove(), data-expired-callback, onload',
      note: {
        en: '`isExpired()` has no twin: the expired callback tells you; `ready()` becomes a function named in the `onload` [script parameter](/configuration#script-parameters).',
        fr: "`isExpired()` n'a pas d'équivalent : le callback d'expiration vous prévient ; `ready()` devient une fonction nommée dans le [paramètre de script](/configuration#script-parameters) `onload`.",
      },
    },
    {item: explicit, theirs: '?render=explicit&onload=fn', bramble: '?render=explicit&onload=fn'},
    {
      item: verifyUrl,
      theirs: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      bramble: 'https://api.bramble.example/siteverify',
    },
    {
      item: verifyFields,
      theirs: 'secret, response, remoteip, idempotency_key',
      bramble: 'secret, response, remoteip, sitekey, idempotency_key',
      note: {
        en: 'Form-encoded only, never JSON. `sitekey` is recommended: Bramble then rejects tokens of your other sites.',
        fr: 'Encodé en formulaire uniquement, jamais en JSON. `sitekey` est recommandé : Bramble rejette alors les jetons de vos autres sites.',
      },
    },
    {
      item: answerFields,
      theirs: 'success, challenge_ts, hostname, error-codes, action, cdata',
      bramble: 'success, challenge_ts, hostname, error-codes',
      note: {
        en: 'No `action` or `cdata`; Enterprise adds `score` and `score_reason`.',
        fr: 'Ni `action` ni `cdata` ; Enterprise ajoute `score` et `score_reason`.',
      },
    },
  ],
};

const namesTheField: LocalizedText = {
  en: 'Bramble names the field that is wrong.',
  fr: 'Bramble nomme le champ en cause.',
};

export const migrationErrorEquivalents: Readonly<
  Record<MigrationProduct, readonly MigrationErrorEquivalent[]>
> = {
  hcaptcha: [
    {theirs: 'missing-input-secret', bramble: ['missing-input-secret']},
    {theirs: 'invalid-input-secret', bramble: ['invalid-input-secret']},
    {theirs: 'missing-input-response', bramble: ['missing-input-response']},
    {theirs: 'invalid-input-response', bramble: ['invalid-input-response']},
    {theirs: 'expired-input-response', bramble: ['expired-input-response']},
    {theirs: 'already-seen-response', bramble: ['already-seen-response']},
    {
      theirs: 'invalid-or-already-seen-response',
      bramble: ['invalid-input-response', 'already-seen-response'],
      note: {
        en: 'Bramble tells a bad token from a replayed one.',
        fr: "Bramble distingue un jeton invalide d'un jeton réutilisé.",
      },
    },
    {theirs: 'bad-request', bramble: ['bad-request']},
    {
      theirs: 'missing-remoteip',
      bramble: [],
      note: {
        en: 'None: `remoteip` is recommended, never required.',
        fr: 'Aucun : `remoteip` est recommandé, jamais obligatoire.',
      },
    },
    {theirs: 'invalid-remoteip', bramble: ['invalid-remoteip']},
    {
      theirs: 'not-using-dummy-passcode',
      bramble: ['sitekey-secret-mismatch'],
      note: {
        en: 'A test key paired with a real one.',
        fr: 'Une clé de test associée à une vraie clé.',
      },
    },
    {theirs: 'sitekey-secret-mismatch', bramble: ['sitekey-secret-mismatch', 'invalid-sitekey']},
  ],
  turnstile: [
    {theirs: 'missing-input-secret', bramble: ['missing-input-secret']},
    {theirs: 'invalid-input-secret', bramble: ['invalid-input-secret']},
    {theirs: 'missing-input-response', bramble: ['missing-input-response']},
    {theirs: 'invalid-input-response', bramble: ['invalid-input-response']},
    {
      theirs: 'timeout-or-duplicate',
      bramble: ['expired-input-response', 'already-seen-response'],
      note: {
        en: 'Bramble tells an expired token from a replayed one.',
        fr: "Bramble distingue un jeton expiré d'un jeton réutilisé.",
      },
    },
    {
      theirs: 'bad-request',
      bramble: ['bad-request', 'invalid-remoteip', 'invalid-sitekey', 'sitekey-secret-mismatch'],
      note: namesTheField,
    },
    {
      theirs: 'internal-error',
      bramble: [],
      note: {
        en: 'None: Bramble answers [HTTP 5xx](/api#http-status-and-retries) with no verdict, and the token is not spent; retry.',
        fr: "Aucun : Bramble répond [HTTP 5xx](/api#http-status-and-retries) sans verdict, et le jeton n'est pas consommé ; réessayez.",
      },
    },
  ],
};
