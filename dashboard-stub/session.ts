import {randomUUID} from 'node:crypto';

const sessionCookieName = 'bramble_session';

// Lax (not Strict) so the cookie rides along on the top-level navigation back from the docs'
// Login link, and on the docs' fetches: same site, because ports do not count.
const cookieAttributes = 'HttpOnly; SameSite=Lax; Path=/';

/** The session id from a `Cookie` header; anything unparseable is simply no session. */
export function readSessionId(cookieHeader: string | undefined): string | null {
  const match = new RegExp(`(?:^|;)\\s*${sessionCookieName}\\s*=([^;]*)`).exec(cookieHeader ?? '');
  return match?.[1]?.trim() || null;
}

export function sessionCookie(id: string): string {
  return `${sessionCookieName}=${id}; ${cookieAttributes}`;
}

export function clearedSessionCookie(): string {
  return `${sessionCookieName}=; ${cookieAttributes}; Max-Age=0`;
}

/** Sessions live in memory, per server: a restart logs everyone out, which suits a stand-in. */
export function createSessionStore() {
  const sessions = new Map<string, string>();
  return {
    /** Starts a session for an account and returns its id. */
    create(email: string): string {
      const id = randomUUID();
      sessions.set(id, email);
      return id;
    },
    /** The email of the session's account, if the id is a live session. */
    get(id: string | null): string | undefined {
      return id === null ? undefined : sessions.get(id);
    },
    delete(id: string | null): void {
      if (id !== null) sessions.delete(id);
    },
  };
}
