/**
 * What the runner changes in a sample before running it: the hosts and the
 * keys, nothing else, so the code that runs is the code a reader copies.
 */
export interface Substitution {
  /** Replaces `https://api.bramble.example` (a stand-in lane's base URL). */
  apiBase: string;
  /** Replaces `https://js.bramble.example`. */
  scriptBase?: string;
  /** Replaces `YOUR_SITE_KEY`. */
  sitekey: string;
  /** Replaces `YOUR_SECRET_KEY`. */
  secret: string;
  /** Further literal keys to swap, such as the test secret written in a quick start. */
  keys?: Readonly<Record<string, string>>;
}

export function substitute(code: string, substitution: Substitution): string {
  let result = code
    .replaceAll('https://api.bramble.example', substitution.apiBase)
    .replaceAll('YOUR_SITE_KEY', substitution.sitekey)
    .replaceAll('YOUR_SECRET_KEY', substitution.secret);
  if (substitution.scriptBase) {
    result = result.replaceAll('https://js.bramble.example', substitution.scriptBase);
  }
  for (const [from, to] of Object.entries(substitution.keys ?? {})) {
    result = result.replaceAll(from, to);
  }
  return result;
}
