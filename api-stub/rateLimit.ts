/** Facts: more than 1,000 requests per second for one secret answer HTTP 429. */
const requestsPerSecond = 1000;
const windowMs = 1000;

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * A sliding one-second window per secret. Refused requests are not counted, so a client that
 * waits `Retry-After` seconds always gets through again.
 */
export function createRateLimiter(limit: number = requestsPerSecond) {
  const recent = new Map<string, number[]>();
  return {
    /** Counts a request for this secret, unless it is over the limit. */
    take(secret: string, now: number): {ok: true} | {ok: false; retryAfterSeconds: number} {
      const times = (recent.get(secret) ?? []).filter((time) => now - time < windowMs);
      if (times.length >= limit) {
        recent.set(secret, times);
        // The oldest counted request leaves the window first; whole seconds, at least 1.
        const waitMs = times[0]! + windowMs - now;
        return {ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000))};
      }
      times.push(now);
      recent.set(secret, times);
      return {ok: true};
    },
    /**
     * Test-only: counts `count` requests for this secret as made at `now`, so a test reaches the
     * limit with a request or two instead of a thousand (more than the machine may send in a second).
     */
    prefill(secret: string, count: number, now: number): void {
      const times = recent.get(secret) ?? [];
      for (let i = 0; i < count; i++) times.push(now);
      recent.set(secret, times);
    },
  };
}
