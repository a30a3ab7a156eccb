import type {LocalizedText} from './text';

/** An `error-codes` entry in a siteverify answer. */
export interface VerifyErrorCode {
  readonly code: string;
  /** The heading id of its entry on `/troubleshooting` (symptom, cause, fix). */
  readonly troubleshooting: string;
  readonly cause: LocalizedText;
  readonly fix: LocalizedText;
  /**
   * `integration`: your server or configuration is wrong, so alert on it;
   * `visitor`: an ordinary failed or replayed attempt, so ask the visitor to try again.
   */
  readonly source: 'integration' | 'visitor';
}

export const verifyErrorCodes: readonly VerifyErrorCode[] = [
  {
    code: 'missing-input-secret',
    troubleshooting: 'siteverify-missing-input-secret',
    cause: {
      en: 'The `secret` field is missing or empty.',
      fr: 'Le champ `secret` est absent ou vide.',
    },
    fix: {
      en: 'Check that your server reads the secret key from its configuration before calling siteverify.',
      fr: "Vérifiez que votre serveur lit la clé secrète dans sa configuration avant d'appeler siteverify.",
    },
    source: 'integration',
  },
  {
    code: 'invalid-input-secret',
    troubleshooting: 'siteverify-invalid-input-secret',
    cause: {
      en: 'The secret key is malformed, unknown or has been rotated.',
      fr: 'La clé secrète est mal formée, inconnue ou a été renouvelée.',
    },
    fix: {
      en: 'Copy the current secret key from the dashboard; it is `0x` followed by 40 hex digits.',
      fr: 'Copiez la clé secrète actuelle depuis le tableau de bord : `0x` suivi de 40 chiffres hexadécimaux.',
    },
    source: 'integration',
  },
  {
    code: 'missing-input-response',
    troubleshooting: 'siteverify-missing-input-response',
    cause: {
      en: 'The `response` field is missing or empty: the form arrived without a token.',
      fr: 'Le champ `response` est absent ou vide : le formulaire est arrivé sans jeton.',
    },
    fix: {
      en: 'Reject the submission. Check that the widget sits inside the form and that you send `bramble-response`.',
      fr: "Refusez l'envoi. Vérifiez que le widget est dans le formulaire et que vous transmettez `bramble-response`.",
    },
    source: 'visitor',
  },
  {
    code: 'invalid-input-response',
    troubleshooting: 'siteverify-invalid-input-response',
    cause: {
      en: 'The token is malformed, longer than 2,048 characters, or was not issued by Bramble.',
      fr: "Le jeton est mal formé, dépasse 2 048 caractères ou n'a pas été émis par Bramble.",
    },
    fix: {
      en: 'Reject the submission and reset the widget. Send the token exactly as received, without trimming or re-encoding it.',
      fr: "Refusez l'envoi et réinitialisez le widget. Transmettez le jeton tel quel, sans le tronquer ni le réencoder.",
    },
    source: 'visitor',
  },
  {
    code: 'expired-input-response',
    troubleshooting: 'siteverify-expired-input-response',
    cause: {
      en: 'The token is more than 120 seconds old.',
      fr: 'Le jeton a plus de 120 secondes.',
    },
    fix: {
      en: 'Ask the visitor to pass the widget again; listen to `expired-callback` to reset it in time.',
      fr: 'Demandez au visiteur de refaire la vérification ; écoutez `expired-callback` pour réinitialiser le widget à temps.',
    },
    source: 'visitor',
  },
  {
    code: 'already-seen-response',
    troubleshooting: 'siteverify-already-seen-response',
    cause: {
      en: 'The token has already been verified once. Tokens are single-use; a retry with the same `idempotency_key` within 120 seconds gets the first answer instead.',
      fr: 'Le jeton a déjà été vérifié une fois. Les jetons sont à usage unique ; une nouvelle tentative avec la même `idempotency_key` dans les 120 secondes reçoit plutôt la première réponse.',
    },
    fix: {
      en: 'Verify each token once, and reset the widget after every submission, successful or not. Retry a token only after a 5xx, a 429 or a network error, with the same `idempotency_key` (see [HTTP status and retries](/api#http-status-and-retries)).',
      fr: "Vérifiez chaque jeton une seule fois et réinitialisez le widget après chaque envoi, réussi ou non. Ne réessayez un jeton qu'après un 5xx, un 429 ou une erreur réseau, avec la même `idempotency_key` (voir [Statut HTTP et nouvelles tentatives](/api#http-status-and-retries)).",
    },
    source: 'visitor',
  },
  {
    code: 'bad-request',
    troubleshooting: 'siteverify-bad-request',
    cause: {
      en: 'The request is malformed: sent with `GET`, with a JSON body or another wrong content type, or with a body Bramble cannot read. Answered with HTTP 400.',
      fr: 'La requête est mal formée : envoyée en `GET`, avec un corps JSON ou un autre mauvais type de contenu, ou avec un corps illisible. Réponse HTTP 400.',
    },
    fix: {
      en: 'Send a `POST` with an `application/x-www-form-urlencoded` body.',
      fr: 'Envoyez un `POST` avec un corps `application/x-www-form-urlencoded`.',
    },
    source: 'integration',
  },
  {
    code: 'invalid-remoteip',
    troubleshooting: 'siteverify-invalid-remoteip',
    cause: {
      en: '`remoteip` is present but is not a valid IPv4 or IPv6 address.',
      fr: "`remoteip` est présent mais n'est pas une adresse IPv4 ou IPv6 valide.",
    },
    fix: {
      en: "Send the visitor's address as your proxy reports it, or leave the field out; never send an empty or `undefined` value.",
      fr: "Transmettez l'adresse du visiteur telle que votre proxy la donne, ou omettez le champ ; n'envoyez jamais de valeur vide ou `undefined`.",
    },
    source: 'integration',
  },
  {
    code: 'sitekey-secret-mismatch',
    troubleshooting: 'siteverify-sitekey-secret-mismatch',
    cause: {
      en: 'The site key does not belong to the account of the secret key, or a test key is paired with a real key.',
      fr: "La clé de site n'appartient pas au compte de la clé secrète, ou une clé de test est associée à une clé réelle.",
    },
    fix: {
      en: 'Use keys from the same account, or the [test keys](/api#test-keys) together.',
      fr: 'Utilisez des clés du même compte, ou les [clés de test](/api#test-keys) ensemble.',
    },
    source: 'integration',
  },
  {
    code: 'invalid-sitekey',
    troubleshooting: 'siteverify-invalid-sitekey',
    cause: {
      en: 'The `sitekey` field is not a valid site key.',
      fr: "Le champ `sitekey` n'est pas une clé de site valide.",
    },
    fix: {
      en: 'Send the site key the widget was rendered with: a UUID from the dashboard.',
      fr: 'Transmettez la clé de site avec laquelle le widget a été affiché : un UUID du tableau de bord.',
    },
    source: 'integration',
  },
];
