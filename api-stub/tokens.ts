import {randomBytes} from 'node:crypto';
import type {RiskScore} from './accounts';

/** Facts: tokens are valid for 120 seconds after the visitor passed. */
export const tokenLifetimeMs = 120_000;
/** Facts: tokens are at most 2,048 characters; a longer `response` is invalid. */
export const maxTokenLength = 2048;

/**
 * Expired tokens are kept this long, so a late verification still answers
 * `expired-input-response` (not `invalid-input-response`) during a long debugging session.
 */
const keepExpiredMs = 24 * 60 * 60 * 1000;

/** A token the stand-in gave out for a real site key. Test tokens are fixed and never stored. */
export interface IssuedToken {
  readonly token: string;
  readonly respKey: string;
  readonly sitekey: string;
  /** Where the visitor passed, as `hostname` in the verification. */
  readonly hostname: string;
  /** Milliseconds since the epoch; `challenge_ts` in the verification. */
  readonly issuedAt: number;
  /**
   * A test's choice of the Enterprise risk this token verifies with (null: an answer without a
   * score); undefined: the site's own.
   */
  readonly risk?: RiskScore | null;
  /** When a successful verification spent it; tokens are single-use. */
  spentAt?: number;
}

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
      const issued: IssuedToken = {
        token: newToken(),
        respKey: newRespKey(),
        sitekey,
        hostname,
        issuedAt,
        ...(risk !== undefined && {risk}),
      };
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
