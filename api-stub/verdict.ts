import {isIP} from 'node:net';
import {jsonAnswer, type HttpAnswer} from './answers';
import {findSite, isKnownSiteKey} from './accounts';
import type {SiteverifyForm, SiteverifyRequest} from './form';
import {
  alreadySeenSecret,
  invalidResponseSecret,
  isTestSecret,
  isTestSiteKey,
  passingTestScores,
  testHostname,
  testTokenSiteKeys,
} from './keys';
import type {RateLimiter} from './rateLimit';
import {replayKey, type ReplayStore} from './replays';
import type {SecretRotations} from './secretRotation';
import {isExpired, maxTokenLength, type TokenStore} from './tokens';

type ErrorCode =
  | 'missing-input-secret'
  | 'invalid-input-secret'
  | 'missing-input-response'
  | 'invalid-input-response'
  | 'expired-input-response'
  | 'already-seen-response'
  | 'bad-request'
  | 'invalid-remoteip'
  | 'sitekey-secret-mismatch'
  | 'invalid-sitekey';

/** The verification answer, in the facts' field order. */
type VerifyBody =
  | {
      success: true;
      challenge_ts: string;
      hostname: string;
      score?: number;
      score_reason?: string[];
    }
  | {success: false; 'error-codes': ErrorCode[]};

/** What the verification remembers between requests; shared by every lane of a server. */
export interface VerifyState {
  tokens: TokenStore;
  replays: ReplayStore;
  rateLimiter: RateLimiter;
  /** Secrets the accounts were given by rotation, and the previous ones still in their window. */
  secrets: SecretRotations;
}

function failure(code: ErrorCode): VerifyBody {
  return {success: false, 'error-codes': [code]};
}

/**
 * The verdict on a well-formed verification, always HTTP 200. Each answer carries one error code:
 * the first problem in the order below, which goes from the request's shape to the token's state.
 * Only a success spends a token, so a request refused for a wrong field can be corrected and sent again.
 */
function judge(
  form: SiteverifyForm,
  state: Pick<VerifyState, 'tokens' | 'secrets'>,
  now: number,
): VerifyBody {
  const {secret, response, remoteip, sitekey} = form;
  const {tokens} = state;
  if (!secret) return failure('missing-input-secret');
  // The test keys form one family of their own.
  const owner = isTestSecret(secret) ? 'test' : state.secrets.accountOf(secret, now);
  if (!owner) return failure('invalid-input-secret');
  if (!response) return failure('missing-input-response');
  if (response.length > maxTokenLength) return failure('invalid-input-response');
  // Present but empty counts as given: `remoteip=` is what a sample sends when it has no address.
  if (remoteip !== undefined && isIP(remoteip) === 0) return failure('invalid-remoteip');
  if (sitekey !== undefined && !isKnownSiteKey(sitekey)) return failure('invalid-sitekey');
  const sitekeyOwner = sitekey && (isTestSiteKey(sitekey) ? 'test' : findSite(sitekey)?.account);
  if (sitekey !== undefined && sitekeyOwner !== owner) {
    return failure('sitekey-secret-mismatch');
  }
  if (secret === invalidResponseSecret) return failure('invalid-input-response');
  if (secret === alreadySeenSecret) return failure('already-seen-response');

  const testSitekey = testTokenSiteKeys.get(response);
  if (testSitekey !== undefined) {
    if (owner !== 'test') return failure('sitekey-secret-mismatch');
    if (sitekey !== undefined && sitekey !== testSitekey) return failure('invalid-input-response');
    const test = passingTestScores.get(secret);
    if (!test) return failure('invalid-input-response');
    // Test tokens are never spent and never expire; they were "passed" just now. Their answers
    // carry a score on every plan, so Enterprise code that requires one passes its own tests.
    return {
      success: true,
      challenge_ts: new Date(now).toISOString(),
      hostname: testHostname,
      score: test.score,
      score_reason: [...test.reasons],
    };
  }

  const issued = tokens.find(response);
  if (!issued) return failure('invalid-input-response');
  const site = findSite(issued.sitekey);
  if (!site || site.account !== owner) return failure('sitekey-secret-mismatch');
  if (sitekey !== undefined && sitekey !== issued.sitekey) return failure('invalid-input-response');
  if (issued.spentAt !== undefined) return failure('already-seen-response');
  if (isExpired(issued, now)) return failure('expired-input-response');

  issued.spentAt = now;
  const risk = owner.enterprise && (issued.risk === undefined ? site.site.risk : issued.risk);
  return {
    success: true,
    challenge_ts: new Date(issued.issuedAt).toISOString(),
    hostname: issued.hostname,
    ...(risk && {score: risk.score, score_reason: [...risk.reasons]}),
  };
}

/**
 * The whole answer to `POST /siteverify`: 400 for a bad request, 429 over the rate limit (no
 * verdict, token not spent), the first answer again for a repeated `idempotency_key`, otherwise
 * 200 with the verdict.
 */
export function siteverifyAnswer(
  request: SiteverifyRequest,
  state: VerifyState,
  now: number,
): HttpAnswer {
  if (request.kind === 'bad-request') return jsonAnswer(400, failure('bad-request'));
  const {form} = request;
  if (form.secret) {
    const decision = state.rateLimiter.take(form.secret, now);
    if (!decision.ok) return rateLimitedAnswer(decision.retryAfterSeconds);
  }
  const key =
    form.idempotencyKey !== undefined && form.secret && form.response
      ? replayKey(form.secret, form.response, form.idempotencyKey)
      : undefined;
  const first = key === undefined ? undefined : state.replays.find(key, now);
  if (first) return first;
  const answer = jsonAnswer(200, judge(form, state, now));
  if (key !== undefined) state.replays.remember(key, answer, now);
  return answer;
}

/** 429 without a verdict: the client should wait `Retry-After` seconds and send the same request. */
export function rateLimitedAnswer(retryAfterSeconds: number): HttpAnswer {
  const answer = jsonAnswer(429, {error: 'rate-limited'});
  return {...answer, headers: {...answer.headers, 'Retry-After': String(retryAfterSeconds)}};
}
