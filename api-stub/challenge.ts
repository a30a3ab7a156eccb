import {z} from 'zod';
import {jsonAnswer, type HttpAnswer} from './answers';
import {issueToken} from './issuing';
import {challengeSiteKey} from './keys';
import type {TokenStore} from './tokens';

/**
 * What api.js sends to `POST /1/challenge` when the visitor clicks the checkbox or answers: the
 * page's `location.hostname`, the visitor's answer to the interactive challenge on the second call,
 * Enterprise `setData()` (kept in the request log only) and the widget's language (`fr` gets the
 * prompt in French, anything else in English).
 */
const challengeRequest = z.object({
  sitekey: z.string(),
  hostname: z.string(),
  answer: z.string().optional(),
  rqdata: z.string().optional(),
  hl: z.string().optional(),
});

const prompts = {
  en: 'Type any word, then choose Verify. (Test site key: every answer passes.)',
  fr: 'Saisissez un mot, puis choisissez Vérifier. (Clé de test : toute réponse est acceptée.)',
};

/** Client error codes, from the facts; the HTTP status only tells a refusal from a fault. */
const errorStatus = {'invalid-data': 400, 'challenge-error': 403} as const;

/**
 * The answer to `POST /1/challenge` (CORS headers are the server's business): a token at once,
 * an interactive challenge for the challenge test key until it gets a non-empty answer, or a
 * client error code. The body is read as JSON whatever its content type, so the widget may send
 * `text/plain` and spare the browser a preflight.
 */
export function challengeAnswer(body: string, tokens: TokenStore, now: number): HttpAnswer {
  let request;
  try {
    request = challengeRequest.parse(JSON.parse(body));
  } catch {
    return jsonAnswer(errorStatus['invalid-data'], {error: 'invalid-data'});
  }
  if (request.sitekey === challengeSiteKey && !request.answer?.trim()) {
    const prompt = request.hl?.toLowerCase().startsWith('fr') ? prompts.fr : prompts.en;
    return jsonAnswer(200, {challenge: {prompt}});
  }
  const result = issueToken(tokens, request, now);
  if (!result.ok) return jsonAnswer(errorStatus[result.error], {error: result.error});
  return jsonAnswer(200, {
    token: result.token,
    respKey: result.respKey,
    hostname: request.hostname.trim().toLowerCase(),
  });
}
