import {describe, expect, it} from 'vitest';
import {createReplayStore} from './replays';
import {createTokenStore, isExpired, maxTokenLength, newRespKey, newToken} from './tokens';

describe('tokens', () => {
  it('are long, opaque, unique, and within the 2,048-character limit', () => {
    const tokens = new Set(Array.from({length: 50}, () => newToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^BR1_[A-Za-z0-9_-]+$/);
      expect(token.length).toBe(684);
      expect(token.length).toBeLessThanOrEqual(maxTokenLength);
    }
    expect(newRespKey()).toMatch(/^E1_[A-Za-z0-9_-]{32}$/);
  });

  it('are stored with their site, hostname and time, and found again', () => {
    const store = createTokenStore();
    const issued = store.issue('site', 'example.com', 1000);
    expect(store.find(issued.token)).toBe(issued);
    expect(issued).toMatchObject({sitekey: 'site', hostname: 'example.com', issuedAt: 1000});
    expect(issued.spentAt).toBeUndefined();
    expect(store.find('BR1_other')).toBeUndefined();
  });

  it('are forgotten a day after issue, not before', () => {
    const store = createTokenStore();
    const old = store.issue('site', 'example.com', 0);
    store.issue('site', 'example.com', 24 * 3600_000);
    expect(store.find(old.token)).toBe(old);
    store.issue('site', 'example.com', 24 * 3600_000 + 1);
    expect(store.find(old.token)).toBeUndefined();
  });

  it.each([
    {age: 120_000, expired: false},
    {age: 120_001, expired: true},
  ])('expire after 120 s: $age ms -> $expired', ({age, expired}) => {
    const issued = createTokenStore().issue('site', 'example.com', 5000);
    expect(isExpired(issued, 5000 + age)).toBe(expired);
  });
});

describe('createReplayStore', () => {
  const answer = {
    status: 200,
    headers: {'Content-Type': 'application/json'},
    body: '{"success":true}',
  };

  it('returns the first answer for 120 s, then forgets it', () => {
    const store = createReplayStore();
    store.remember('k', answer, 1000);
    expect(store.find('k', 121_000)).toBe(answer);
    expect(store.find('k', 121_001)).toBeUndefined();
    expect(store.find('k', 1000)).toBeUndefined();
  });
});
