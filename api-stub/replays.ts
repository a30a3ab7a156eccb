import type {HttpAnswer} from './answers';

/** Facts: the same token and `idempotency_key` within 120 seconds get the first answer again. */
export const replayWindowMs = 120_000;

/** First answers to verifications that carried an `idempotency_key`. */
export interface ReplayStore {
  /** The first answer for this key, if it was given less than 120 s ago. */
  find(key: string, now: number): HttpAnswer | undefined;
  remember(key: string, answer: HttpAnswer, now: number): void;
  /** Test-only: as if every remembered answer had been given `ms` earlier (no waiting out 120 s). */
  backdate(ms: number): void;
}

/**
 * What makes two verifications "the same request". The secret is part of it (the facts name only
 * the token and the key) so that another account can never be handed this account's answer.
 */
export function replayKey(secret: string, token: string, idempotencyKey: string): string {
  return JSON.stringify([secret, token, idempotencyKey]);
}

export function createReplayStore(): ReplayStore {
  const answers = new Map<string, {answer: HttpAnswer; at: number}>();
  return {
    find(key, now) {
      const stored = answers.get(key);
      if (!stored) return undefined;
      if (now - stored.at > replayWindowMs) {
        answers.delete(key);
        return undefined;
      }
      return stored.answer;
    },
    remember(key, answer, now) {
      for (const [old, stored] of answers) {
        if (now - stored.at > replayWindowMs) answers.delete(old);
      }
      answers.set(key, {answer, at: now});
    },
    backdate(ms) {
      for (const stored of answers.values()) stored.at -= ms;
    },
  };
}
