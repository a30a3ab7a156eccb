import type {LocalizedText} from './text';

/** A field of the siteverify request body. */
export interface VerifyRequestField {
  readonly name: string;
  /** `optional`: leave it out and nothing changes but what its own description says. */
  readonly presence: 'required' | 'recommended' | 'optional';
  readonly description: LocalizedText;
}

export const verifyRequestFields: readonly VerifyRequestField[] = [
  {
    name: 'secret',
    presence: 'required',
    description: {en: "Your account's secret key.", fr: 'La clé secrète de votre compte.'},
  },
  {
    name: 'response',
    presence: 'required',
    description: {
      en: 'The token from the `bramble-response` form field, or from `getResponse()` or `execute()`, sent as received. At most 2,048 characters: a longer one answers `invalid-input-response`.',
      fr: 'Le jeton issu du champ de formulaire `bramble-response`, de `getResponse()` ou de `execute()`, transmis tel quel. 2 048 caractères au plus : un jeton plus long reçoit la réponse `invalid-input-response`.',
    },
  },
  {
    name: 'remoteip',
    presence: 'recommended',
    description: {
      en: "The visitor's IP address, used as an additional signal. Leave it out rather than send an empty value.",
      fr: "L'adresse IP du visiteur, utilisée comme signal supplémentaire. Omettez-la plutôt que d'envoyer une valeur vide.",
    },
  },
  {
    name: 'sitekey',
    presence: 'recommended',
    description: {
      en: 'The site key the widget was rendered with. Bramble then rejects tokens issued for another site.',
      fr: 'La clé de site avec laquelle le widget a été affiché. Bramble rejette alors les jetons émis pour un autre site.',
    },
  },
  {
    name: 'idempotency_key',
    presence: 'optional',
    description: {
      en: 'A UUID you generate once per token (such as `crypto.randomUUID()`) and send again with every retry of that token. The same token with the same key within 120 seconds gets the first answer again instead of `already-seen-response`. See [HTTP status and retries](/api#http-status-and-retries).',
      fr: 'Un UUID que vous générez une fois par jeton (par exemple avec `crypto.randomUUID()`) et renvoyez à chaque nouvelle tentative pour ce jeton. Le même jeton avec la même clé dans les 120 secondes reçoit de nouveau la première réponse au lieu de `already-seen-response`. Voir [Statut HTTP et nouvelles tentatives](/api#http-status-and-retries).',
    },
  },
];

/** A field of the siteverify JSON answer. */
export interface VerifyResponseField {
  readonly name: string;
  readonly type: LocalizedText;
  readonly description: LocalizedText;
  readonly enterpriseOnly?: true;
}

export const verifyResponseFields: readonly VerifyResponseField[] = [
  {
    name: 'success',
    type: {en: 'boolean', fr: 'booléen'},
    description: {
      en: '`true` when the token is valid and may be trusted. Decide on this field alone.',
      fr: '`true` quand le jeton est valide et digne de confiance. Décidez sur ce seul champ.',
    },
  },
  {
    name: 'challenge_ts',
    type: {en: 'string', fr: 'chaîne'},
    description: {
      en: 'ISO 8601 time at which the visitor passed the check.',
      fr: 'Date et heure ISO 8601 auxquelles le visiteur a réussi la vérification.',
    },
  },
  {
    name: 'hostname',
    type: {en: 'string', fr: 'chaîne'},
    description: {
      en: 'Hostname of the site where the widget was solved; `test-key-pass` for the test keys.',
      fr: "Nom d'hôte du site sur lequel le widget a été résolu ; `test-key-pass` avec les clés de test.",
    },
  },
  {
    name: 'error-codes',
    type: {en: 'array of strings', fr: 'tableau de chaînes'},
    description: {
      en: 'Present only when something is wrong. See [Error codes](/api#error-codes).',
      fr: "Présent uniquement en cas de problème. Voir [Codes d'erreur](/api#error-codes).",
    },
  },
  {
    name: 'score',
    type: {en: 'number', fr: 'nombre'},
    description: {
      en: 'Risk from `0.0` (no risk) to `1.0` (certainly a bot).',
      fr: 'Risque de `0.0` (aucun risque) à `1.0` (robot certain).',
    },
    enterpriseOnly: true,
  },
  {
    name: 'score_reason',
    type: {en: 'array of strings', fr: 'tableau de chaînes'},
    description: {en: 'Reasons that explain the score.', fr: 'Raisons qui expliquent le score.'},
    enterpriseOnly: true,
  },
];
