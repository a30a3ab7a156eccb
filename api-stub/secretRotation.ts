import {randomBytes} from 'node:crypto';
import {findAccountBySecret, type ApiAccount} from './accounts';
import {isTestSecret} from './keys';

/** Facts: after a rotation, the previous secret keeps verifying for 24 hours. */
export const previousSecretGraceMs = 24 * 60 * 60 * 1000;

/** The secrets accounts were given by rotation, on top of the fixed ones in `accounts.ts`. */
export type SecretRotations = ReturnType<typeof createSecretRotations>;

export function createSecretRotations() {
  // By account email: the secret that replaced the fixed one. Accounts never rotated are absent.
  const current = new Map<string, {secret: string; account: ApiAccount}>();
  const retired = new Map<string, {account: ApiAccount; retiredAt: number}>();

  function currentAccountOf(secret: string): ApiAccount | undefined {
    for (const entry of current.values()) if (entry.secret === secret) return entry.account;
    const fixed = findAccountBySecret(secret);
    return fixed && !current.has(fixed.email) ? fixed : undefined;
  }

  return {
    /** The account a secret opens at `now`: its current secret, or a previous one within 24 hours. */
    accountOf(secret: string, now: number): ApiAccount | undefined {
      const found = currentAccountOf(secret);
      if (found) return found;
      const old = retired.get(secret);
      // "keeps verifying for 24 hours": still at exactly 24 hours, not after.
      return old && now - old.retiredAt <= previousSecretGraceMs ? old.account : undefined;
    },
    /** Gives the account of this current secret a new one, as the dashboard does on request. */
    rotate(currentSecret: string, rotatedAt: number) {
      if (isTestSecret(currentSecret))
        return {ok: false, error: 'test secrets never rotate'} as const;
      const account = currentAccountOf(currentSecret);
      if (!account) return {ok: false, error: 'not the current secret of any account'} as const;
      // A new secret of the shape Bramble issues: `0x` and 40 hex digits.
      const secret = `0x${randomBytes(20).toString('hex')}`;
      current.set(account.email, {secret, account});
      retired.set(currentSecret, {account, retiredAt: rotatedAt});
      return {
        ok: true as const,
        secret,
        previous: currentSecret,
        previousValidUntil: rotatedAt + previousSecretGraceMs,
      };
    },
  };
}
