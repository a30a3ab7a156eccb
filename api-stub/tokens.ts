import {randomBytes} from 'node:crypto';
import type {RiskScore} from './accounts';

/** Facts: tokens are valid for 120 seconds after the visitor passed. */
const tokenLifetimeMs = 120_000;
/** Facts: tokens are at most 2,048 characters; a longer `response` is invalid. */
export const maxTokenLength = 2048;

/**
 * Expired tokens are kept this long, so a late verification still answers
 * `expired-input-response` (not `invalid-input-response`) during a long debugging session.
 */
const keepExpiredMs = 24 * 60 * 60 * 1000;

export type TokenStore = ReturnType<typeof createTokenStore>;

/**
 * A new opaque token. Long (684 characters) like real captcha tokens, so a sample that stores it
 * in a short column or a URL cuts it and fails here rather than in production; well under 2,048.
 */
export function newToken(): string {
  return `BR1_${randomBytes(510).toString('base64url')}`;
}

/** The widget's `getRespKey()` value: opaque, short, and not needed by the verification. */
export function newRespKey(): string {
  return `E1_${randomBytes(24).toString('base64url')}`;
}

/**
 * A token the stand-in gave out for a real site key (test tokens are fixed and never stored).
 * `hostname` and `issuedAt` are what the verification answers as `hostname` and `challenge_ts`;
 * `risk` is a test's choice of the Enterprise risk it verifies with (null: no score; undefined:
 * the site's own); a successful verification sets `spentAt`.
 */
function issuedToken(sitekey: string, hostname: string, issuedAt: number, risk?: RiskScore | null) {
  return {
    token: newToken(),
    respKey: newRespKey(),
    sitekey,
    hostname,
    issuedAt,
    risk,
    spentAt: undefined as number | undefined,
  };
}

type IssuedToken = ReturnType<typeof issuedToken>;

export function createTokenStore() {
  const tokens = new Map<string, IssuedToken>();

  // Measured from the new token's time rather than the wall clock, so tests with a made-up clock
  // keep their tokens.
  function forgetOlderThan(issuedAt: number): void {
    for (const [token, issued] of tokens) {
      if (issuedAt - issued.issuedAt > keepExpiredMs) tokens.delete(token);
    }
  }

  return {
    issue(sitekey: string, hostname: string, issuedAt: number, risk?: RiskScore | null) {
      forgetOlderThan(issuedAt);
      const issued = issuedToken(sitekey, hostname, issuedAt, risk);
      tokens.set(issued.token, issued);
      return issued;
    },
    find: (token: string) => tokens.get(token),
  };
}

/** Facts: "valid for 120 seconds": still valid at exactly 120 s, expired after. */
export function isExpired(issued: IssuedToken, now: number): boolean {
  return now - issued.issuedAt > tokenLifetimeMs;
}
