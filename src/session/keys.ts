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

// Keys are short tokens (UUIDs, 0x-hex). Anything else is not a key we will show,
// whatever the dashboard sent: this also keeps markup and huge strings out of the page.
const keyPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** Whether a value from the dashboard may be shown as a key. */
export function isKey(value: unknown): value is string {
  return typeof value === 'string' && keyPattern.test(value);
}
