import type {LocalizedText} from './text';

/**
 * What a siteverify call can come back with: an HTTP status, or no answer at all
 * (`none`: a network error or a timeout).
 */
export type SiteverifyOutcome = '200' | '400' | '429' | '5xx' | 'none';

/**
 * Whether a call is worth another attempt with the same token (and the same
 * `idempotency_key`): `never`; `retry-after`: once the `Retry-After` header's
 * seconds have passed; `backoff`: after a short exponential backoff with jitter.
 */
export type SiteverifyRetry = 'never' | 'retry-after' | 'backoff';

/** One kind of siteverify answer: what it means, whether it holds a verdict, and whether to retry. */
export interface SiteverifyStatus {
  readonly outcome: SiteverifyOutcome;
  /** Whether the answer is the JSON object of the response fields (`success`, `error-codes` ...). */
  readonly json: boolean;
  readonly retry: SiteverifyRetry;
  readonly meaning: LocalizedText;
  readonly action: LocalizedText;
}

export const siteverifyStatuses: readonly SiteverifyStatus[] = [
  {
    outcome: '200',
    json: true,
    retry: 'never',
    meaning: {
      en: 'A well-formed `POST`, whatever the verdict: the JSON answer says `success: true`, or `success: false` with its `error-codes`.',
      fr: 'Un `POST` bien formé, quel que soit le verdict : la réponse JSON indique `success: true`, ou `success: false` avec ses `error-codes`.',
    },
    action: {
      en: 'Decide on `success`, and never send this token again: the verdict is final. A token verified once answers `already-seen-response` the next time, unless it comes with the same `idempotency_key` within 120 seconds, which gets this answer again.',
      fr: "Décidez selon `success`, et n'envoyez plus jamais ce jeton : le verdict est définitif. Un jeton déjà vérifié reçoit `already-seen-response` la fois suivante, sauf s'il revient avec la même `idempotency_key` dans les 120 secondes : il obtient alors de nouveau cette réponse.",
    },
  },
  {
    outcome: '400',
    json: true,
    retry: 'never',
    meaning: {
      en: 'A malformed request (`GET`, a wrong content type, an unreadable body): the same JSON shape, with `success: false` and `bad-request` (see [Error codes](/api#verify-error-bad-request)).',
      fr: "Une requête mal formée (`GET`, mauvais type de contenu, corps illisible) : la même forme JSON, avec `success: false` et `bad-request` (voir [Codes d'erreur](/api#verify-error-bad-request)).",
    },
    action: {
      en: 'Do not retry: the same request fails the same way. Refuse the form, alert, and fix the request.',
      fr: 'Ne réessayez pas : la même requête échoue de la même façon. Refusez le formulaire, alertez et corrigez la requête.',
    },
  },
  {
    outcome: '429',
    json: false,
    retry: 'retry-after',
    meaning: {
      en: 'More than 1,000 requests per second for one secret key. No verdict, and the token is not spent; the `Retry-After` header gives the seconds to wait.',
      fr: "Plus de 1 000 requêtes par seconde pour une même clé secrète. Aucun verdict, et le jeton n'est pas consommé ; l'en-tête `Retry-After` donne le nombre de secondes à attendre.",
    },
    action: {
      en: 'Retry the same token with the same `idempotency_key` once `Retry-After` has passed, if that still fits in your ten seconds; otherwise handle it as unreachable.',
      fr: "Réessayez le même jeton avec la même `idempotency_key` une fois le délai `Retry-After` écoulé, s'il tient encore dans vos dix secondes ; sinon, traitez l'appel comme injoignable.",
    },
  },
  {
    outcome: '5xx',
    json: false,
    retry: 'backoff',
    meaning: {
      en: 'Bramble could not answer. No verdict was given and the token is not spent.',
      fr: "Bramble n'a pas pu répondre. Aucun verdict n'a été rendu et le jeton n'est pas consommé.",
    },
    action: {
      en: 'Retry the same token with the same `idempotency_key`, after an exponential backoff with jitter, within ten seconds in all; then handle it as unreachable.',
      fr: "Réessayez le même jeton avec la même `idempotency_key`, après un délai exponentiel avec aléa, en dix secondes au total ; ensuite, traitez l'appel comme injoignable.",
    },
  },
  {
    outcome: 'none',
    json: false,
    retry: 'backoff',
    meaning: {
      en: 'A network error or a timeout: no answer reached you, but Bramble may have received the request and spent the token.',
      fr: 'Une erreur réseau ou un délai dépassé : aucune réponse ne vous est parvenue, mais Bramble a peut-être reçu la requête et consommé le jeton.',
    },
    action: {
      en: 'Retry as after a 5xx, with the same `idempotency_key`: if Bramble did answer the first request, the retry gets that first answer instead of `already-seen-response`.',
      fr: 'Réessayez comme après un 5xx, avec la même `idempotency_key` : si Bramble a bien répondu à la première requête, la nouvelle tentative reçoit cette première réponse au lieu de `already-seen-response`.',
    },
  },
];
