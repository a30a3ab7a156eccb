import type {HttpAnswer} from './answers';

/** Facts: the same token and `idempotency_key` within 120 seconds get the first answer again. */
export const replayWindowMs = 120_000;

/**
 * What makes two verifications "the same request". The secret is part of it (the facts name only
 * the token and the key) so that another account can never be handed this account's answer.
 */
export function replayKey(secret: string, token: string, idempotencyKey: string): string {
  return JSON.stringify([secret, token, idempotencyKey]);
}

/** First answers to verifications that carried an `idempotency_key`. */
export type ReplayStore = ReturnType<typeof createReplayStore>;

export function createReplayStore() {
  const answers = new Map<string, {answer: HttpAnswer; at: number}>();
  return {
    /** The first answer for this key, if it was given less than 120 s ago. */
    find(key: string, now: number): HttpAnswer | undefined {
      const stored = answers.get(key);
      if (!stored) return undefined;
      if (now - stored.at > replayWindowMs) {
        answers.delete(key);
        return undefined;
      }
      return stored.answer;
    },
    remember(key: string, answer: HttpAnswer, now: number): void {
      for (const [old, stored] of answers) {
        if (now - stored.at > replayWindowMs) answers.delete(old);
      }
      answers.set(key, {answer, at: now});
    },
    /** Test-only: as if every remembered answer had been given `ms` earlier (no waiting out 120 s). */
    backdate(ms: number): void {
      for (const stored of answers.values()) stored.at -= ms;
    },
  };
}
