/**
 * Text the dashboard sends about an account (site names, the email) is the account owner's
 * input: untrusted. It is only ever rendered as text; these functions also make it safe to
 * look at: no control, direction-changing or other invisible characters, one line, a bounded
 * length, and sites whose names look alike told apart.
 */
import {lookalikeKey, withoutIgnorables} from './defaultIgnorables';

/** Longest site name kept at all (the full name, shown in a tooltip). */
const siteNameMaxLength = 200;
/** Longest site name shown in a control before it is shortened with an ellipsis. */
export const siteNameLabelLength = 32;
/** Longest email kept (RFC 5321's limit for a path). */
const emailMaxLength = 254;

const ellipsis = '…';

// Line breaks and tabs become spaces, so words stay apart on the one line a name gets.
const lineBreaks = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// Other C0 and C1 controls and DEL, and the interlinear annotation characters. The
// bidirectional overrides, embeddings, isolates and marks (they can reorder the text around a
// name: "Trojan Source"), the BOM and the zero-width characters are default ignorables, which
// withoutIgnorables drops but where an emoji or a script needs one.
// eslint-disable-next-line no-control-regex
const invisible = /[\u0000-\u001f\u007f-\u009f\ufff9-\ufffb]/g;
// A lone surrogate is not text (it would render as a replacement character or break encoding).
const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The user-perceived characters of a text, so shortening never splits an emoji or an accent. */
function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'});
    return Array.from(segmenter.segment(text), ({segment}) => segment);
  }
  return Array.from(text);
}

/**
 * Shortens a text to at most `max` characters (graphemes), the last one an ellipsis when
 * anything was cut; trailing spaces before the ellipsis are dropped.
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const parts = graphemes(text);
  if (parts.length <= max) return text;
  return (
    parts
      .slice(0, Math.max(0, max - 1))
      .join('')
      .trimEnd() + ellipsis
  );
}

/**
 * Untrusted text made displayable on one line: controls, direction marks and other invisible
 * characters removed (but what an emoji or a script needs), runs of white space collapsed,
 * trimmed, and shortened to `max` characters. Anything but a string, and a string with nothing
 * left, gives null.
 */
function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  // A huge value is cut before any work on it; generously, so the visible result is the same.
  const visible = value
    .slice(0, max * 8)
    .replace(loneSurrogates, '')
    .replace(lineBreaks, ' ')
    .replace(invisible, '');
  const clean = withoutIgnorables(visible).replace(/\s+/g, ' ').trim();
  return clean === '' ? null : shorten(clean, max);
}

/** A site's name as the docs keep it (full, for a tooltip), or null when it has none worth showing. */
export function cleanSiteName(value: unknown): string | null {
  return cleanText(value, siteNameMaxLength);
}

/** The account's email as the navbar shows it, or null. */
export function cleanEmail(value: unknown): string | null {
  return cleanText(value, emailMaxLength);
}

/** A short label for a site in a control: its name shortened, or its key when it has no name. */
export function siteLabel(site: {sitekey: string; name: string | null}): string {
  return site.name === null ? site.sitekey : shorten(site.name, siteNameLabelLength);
}

/**
 * Labels for a list of sites, told apart: sites whose labels would read the same, or nearly
 * ("Shop", "SHOP", fullwidth "Ｓｈｏｐ"), get the start of their key after the name.
 */
export function siteLabels(sites: readonly {sitekey: string; name: string | null}[]): string[] {
  const labels = sites.map(siteLabel);
  const keys = labels.map(lookalikeKey);
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return labels.map((label, i) =>
    (counts.get(keys[i]!) ?? 0) > 1 && sites[i]!.name !== null
      ? `${label} · ${sites[i]!.sitekey.slice(0, 8)}`
      : label,
  );
}
