import type {LocalizedText} from './text';

/**
 * The terms the docs use (`/glossary`), each with an anchor other pages link a first use to
 * (`/glossary#site-key`) and the page where it matters. Each locale's page sorts the terms by
 * its own words (`GlossaryTable`'s `sortBy`).
 */
export interface GlossaryTerm {
  /** The row's anchor on `/glossary`. */
  readonly id: string;
  readonly term: LocalizedText;
  /** One or two sentences; may hold `code` and [links](/path). */
  readonly meaning: LocalizedText;
  /** Where the term matters most. */
  readonly see: string;
  /**
   * The code that also names the term in prose (`remoteip`): an inline code of exactly this, or
   * the word in plain text, counts as a use of the term. The term's own words always count.
   */
  readonly code?: readonly string[];
}

export const glossaryTerms: readonly GlossaryTerm[] = [
  {
    id: 'accessibility-pass',
    term: {en: 'Accessibility pass', fr: "Pass d'accessibilité"},
    meaning: {
      en: 'A cookie on the Bramble domain, valid 24 hours and renewable, with which the widget passes without a challenge for a visitor who can solve neither an image nor a text challenge.',
      fr: 'Un cookie sur le domaine de Bramble, valable 24 heures et renouvelable, grâce auquel le widget laisse passer sans défi un visiteur qui ne peut résoudre ni un défi en images ni un défi textuel.',
    },
    see: '/visitors#accessibility-pass',
  },
  {
    id: 'challenge',
    term: {en: 'Challenge', fr: 'Défi'},
    meaning: {
      en: 'The task the widget shows a visitor who looks risky, in a frame of its own: images, or text as an alternative. Most visitors never see one.',
      fr: "La tâche que le widget montre à un visiteur qui semble risqué, dans un cadre à part : des images, ou du texte en alternative. La plupart des visiteurs n'en voient jamais.",
    },
    see: '/visitors#why-a-challenge',
  },
  {
    id: 'client-error-code',
    term: {en: 'Client error code', fr: "Code d'erreur client"},
    meaning: {
      en: 'What the widget passes to `data-error-callback` when it cannot give a token, such as `network-error`.',
      fr: 'Ce que le widget passe à `data-error-callback` quand il ne peut pas fournir de jeton, par exemple `network-error`.',
    },
    see: '/configuration#client-error-codes',
  },
  {
    id: 'hostname',
    term: {en: 'Hostname', fr: "Nom d'hôte"},
    meaning: {
      en: 'A domain listed for a site in the dashboard, up to 50 per site; each covers its subdomains. Real keys work only there.',
      fr: "Un domaine listé pour un site dans le tableau de bord, jusqu'à 50 par site ; chacun couvre ses sous-domaines. Les clés réelles ne fonctionnent que là.",
    },
    see: '/keys#hostnames',
  },
  {
    id: 'idempotency-key',
    term: {en: 'Idempotency key', fr: "Clé d'idempotence"},
    meaning: {
      en: 'A UUID you generate once per token and send as `idempotency_key` with every attempt, so a retry within 120 seconds gets the first answer again.',
      fr: "Un UUID que vous générez une fois par jeton et envoyez dans `idempotency_key` à chaque tentative, pour qu'un nouvel essai dans les 120 secondes reçoive de nouveau la première réponse.",
    },
    see: '/api#retries-and-timeouts',
    code: ['idempotency_key'],
  },
  {
    id: 'invisible-mode',
    term: {en: 'Invisible mode', fr: 'Mode invisible'},
    meaning: {
      en: 'The widget without a checkbox (`data-size="invisible"`): it runs when a button is pressed or `execute()` is called, and shows a challenge only to risky visitors. Every plan.',
      fr: "Le widget sans case à cocher (`data-size=\"invisible\"`) : il s'exécute quand un bouton est pressé ou qu'`execute()` est appelé, et ne montre un défi qu'aux visiteurs risqués. Toutes les offres.",
    },
    see: '/invisible',
  },
  {
    id: 'passive-mode',
    term: {en: 'Passive mode', fr: 'Mode passif'},
    meaning: {
      en: 'A mode where almost no visitor sees a challenge: 99.9 % passive on Pro, fully passive (never a challenge) on Enterprise.',
      fr: 'Un mode où presque aucun visiteur ne voit de défi : passif à 99,9 % avec Pro, entièrement passif (jamais de défi) avec Enterprise.',
    },
    see: '/pro',
  },
  {
    id: 'recaptchacompat',
    term: {en: 'reCAPTCHA compatibility', fr: 'Compatibilité reCAPTCHA'},
    meaning: {
      en: 'The `recaptchacompat=on` script parameter: Bramble also installs a `grecaptcha` object, so existing reCAPTCHA calls keep working while you migrate.',
      fr: 'Le paramètre de script `recaptchacompat=on` : Bramble installe aussi un objet `grecaptcha`, pour que les appels reCAPTCHA existants continuent de fonctionner pendant la migration.',
    },
    see: '/switch#compatibility-mode',
    code: ['recaptchacompat', 'recaptchacompat=on'],
  },
  {
    id: 'remoteip',
    term: {en: 'Remote IP', fr: 'IP distante'},
    meaning: {
      en: "The visitor's IP address, sent as `remoteip` to siteverify when your server knows it; recommended, never required.",
      fr: "L'adresse IP du visiteur, envoyée dans `remoteip` à siteverify quand votre serveur la connaît ; recommandée, jamais obligatoire.",
    },
    see: '/api#request-fields',
    code: ['remoteip'],
  },
  {
    id: 'rqdata',
    term: {en: 'rqdata (request data)', fr: 'rqdata (données de requête)'},
    meaning: {
      en: 'Enterprise data your server gives the widget with `setData()` before a challenge, to tie it to a request of yours.',
      fr: "Des données Enterprise que votre serveur transmet au widget avec `setData()` avant un défi, pour le lier à l'une de vos requêtes.",
    },
    see: '/ent_overview',
    code: ['rqdata'],
  },
  {
    id: 'score',
    term: {en: 'Risk score', fr: 'Score de risque'},
    meaning: {
      en: "On Enterprise, siteverify's `score`, from 0.0 (no risk) to 1.0 (certainly a bot), with the reasons in `score_reason`.",
      fr: 'Avec Enterprise, le `score` de siteverify, de 0,0 (aucun risque) à 1,0 (robot certain), avec ses raisons dans `score_reason`.',
    },
    see: '/ent_overview#risk-scores',
  },
  {
    id: 'secret-key',
    term: {en: 'Secret key', fr: 'Clé secrète'},
    meaning: {
      en: "Your account's private key (`0x` and 40 hex digits): it authenticates your server to siteverify and never leaves the server.",
      fr: 'La clé privée de votre compte (`0x` et 40 chiffres hexadécimaux) : elle authentifie votre serveur auprès de siteverify et ne quitte jamais le serveur.',
    },
    see: '/keys#secret-key',
  },
  {
    id: 'site-key',
    term: {en: 'Site key', fr: 'Clé de site'},
    meaning: {
      en: 'The public key (a UUID) of one site, written in your pages so the widget knows which site it runs for.',
      fr: "La clé publique (un UUID) d'un site, écrite dans vos pages pour que le widget sache pour quel site il tourne.",
    },
    see: '/keys#site-key',
  },
  {
    id: 'siteverify',
    term: {en: 'siteverify endpoint', fr: 'Point de terminaison siteverify'},
    meaning: {
      en: 'The verification endpoint, `POST https://api.bramble.example/siteverify`: your server sends it the token and gets the verdict.',
      fr: 'Le point de terminaison de vérification, `POST https://api.bramble.example/siteverify` : votre serveur lui envoie le jeton et reçoit le verdict.',
    },
    see: '/api',
    code: ['siteverify'],
  },
  {
    id: 'test-keys',
    term: {en: 'Test keys', fr: 'Clés de test'},
    meaning: {
      en: 'Seven published keys that pass, fail or challenge on purpose on any hostname, for development and tests; never in production.',
      fr: "Sept clés publiées qui réussissent, échouent ou posent un défi exprès sur tout nom d'hôte, pour le développement et les tests ; jamais en production.",
    },
    see: '/testing#test-keys',
  },
  {
    id: 'token',
    term: {en: 'Token', fr: 'Jeton'},
    meaning: {
      en: 'What the widget gives a visitor who passes, in the `bramble-response` field: single-use, valid 120 seconds, at most 2,048 characters.',
      fr: 'Ce que le widget donne à un visiteur qui réussit, dans le champ `bramble-response` : à usage unique, valable 120 secondes, 2 048 caractères au plus.',
    },
    see: '/api#verification-flow',
  },
  {
    id: 'widget',
    term: {en: 'The widget', fr: 'Le widget'},
    meaning: {
      en: 'What `api.js` draws in your form: a checkbox in a frame served by Bramble, or nothing at all in invisible mode.',
      fr: 'Ce que `api.js` dessine dans votre formulaire : une case à cocher dans un cadre servi par Bramble, ou rien du tout en mode invisible.',
    },
    see: '/configuration',
  },
];
