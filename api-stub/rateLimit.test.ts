import {describe, expect, it} from 'vitest';
import {createRateLimiter} from './rateLimit';

describe('createRateLimiter', () => {
  it('lets 1,000 requests a second through per secret by default, not one more', () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 1000; i++) expect(limiter.take('a', i)).toEqual({ok: true});
    expect(limiter.take('a', 999)).toEqual({ok: false, retryAfterSeconds: 1});
    expect(limiter.take('b', 999)).toEqual({ok: true});
  });

  it('slides: room comes back as the oldest requests leave the window', () => {
    const limiter = createRateLimiter(3);
    expect(limiter.take('s', 0).ok).toBe(true);
    expect(limiter.take('s', 400).ok).toBe(true);
    expect(limiter.take('s', 800).ok).toBe(true);
    expect(limiter.take('s', 999).ok).toBe(false);
    expect(limiter.take('s', 1000).ok).toBe(true); // the request at 0 has left
    expect(limiter.take('s', 1001).ok).toBe(false);
    expect(limiter.take('s', 1400).ok).toBe(true);
  });

  it('does not count refused requests, so waiting Retry-After always works', () => {
    const limiter = createRateLimiter(1);
    limiter.take('s', 0);
    for (let now = 1; now < 1000; now += 10) expect(limiter.take('s', now).ok).toBe(false);
    expect(limiter.take('s', 1000).ok).toBe(true);
  });

  it('asks for whole seconds, at least one', () => {
    const limiter = createRateLimiter(1);
    limiter.take('s', 0);
    expect(limiter.take('s', 999)).toEqual({ok: false, retryAfterSeconds: 1});
    expect(limiter.take('s', 1)).toEqual({ok: false, retryAfterSeconds: 1});
  });

  it('lets a test count requests as made, then limits the next one', () => {
    const limiter = createRateLimiter();
    limiter.prefill('s', 999, 0);
    expect(limiter.take('s', 1).ok).toBe(true);
    expect(limiter.take('s', 2)).toEqual({ok: false, retryAfterSeconds: 1});
    expect(limiter.take('s', 1000).ok).toBe(true);
  });
});
