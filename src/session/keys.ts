/** What a Bramble key looks like, for every place that shows, checks or reserves room for one. */

/** The placeholders authors write in code, and that anonymous visitors see. */
export const siteKeyPlaceholder = 'YOUR_SITE_KEY';
export const secretKeyPlaceholder = 'YOUR_SECRET_KEY';

/** Whether a text holds a key placeholder, and so changes when the visitor logs in. */
export function containsPlaceholder(text: string): boolean {
  return text.includes(siteKeyPlaceholder) || text.includes(secretKeyPlaceholder);
}

/** Site keys are UUIDs: 36 characters. */
export const siteKeyLength = 36;
/** Secret keys are 0x and 40 hex digits: 42 characters. */
export const secretKeyLength = 42;

// The two shapes Bramble issues (shared/bramble-facts.md). Anything else from the dashboard is a
// wrong answer, not a key: it would also break the room reserved for the key in the text.
// Hex digits of either case, as UUIDs are read case-insensitively.
const siteKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const secretKeyPattern = /^0x[0-9a-fA-F]{40}$/;

/** Whether a value from the dashboard (or storage) is a site key: a UUID. */
export function isSiteKey(value: unknown): value is string {
  return typeof value === 'string' && siteKeyPattern.test(value);
}

/** Whether a value from the dashboard is a secret key: `0x` and 40 hex digits. */
export function isSecretKey(value: unknown): value is string {
  return typeof value === 'string' && secretKeyPattern.test(value);
}
