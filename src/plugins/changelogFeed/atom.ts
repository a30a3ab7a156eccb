import {Feed} from 'feed';
import {
  changelogEntryId,
  changelogFeedFile,
  changelogPage,
  type ChangelogEntry,
} from '../../data/changelog';
import {localize} from '../../data/text';
import {inlineTextToPlain, parseInlineText} from '../../lib/inlineText';

// Runs in Node only (the plugin, at build and under the dev server): the feed package is a Node library.

/** French typography puts a no-break space before a colon; English none. */
function colon(locale: string): string {
  return locale === 'fr' ? '\u00a0: ' : ': ';
}

/** What one locale's feed is made of. */
export interface ChangelogFeedInput {
  /** `en` or `fr`: the language of the entries and the feed's `xml:lang`. */
  readonly locale: string;
  /** The site's URL without a trailing slash (SITE_URL): every URL in the feed starts with it. */
  readonly siteUrl: string;
  /** The locale's base URL, `/` or `/fr/`. */
  readonly baseUrl: string;
  readonly title: string;
  readonly subtitle: string;
  readonly entries: readonly ChangelogEntry[];
}

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Fact text as the HTML of a feed entry: its `code` and its links, made absolute; nothing else. */
export function inlineTextHtml(source: string, absoluteUrl: (path: string) => string): string {
  return parseInlineText(source)
    .map((segment) => {
      switch (segment.kind) {
        case 'code':
          return `<code>${escapeHtml(segment.text)}</code>`;
        case 'link':
          return `<a href="${escapeHtml(absoluteUrl(segment.to))}">${escapeHtml(segment.text)}</a>`;
        default:
          return escapeHtml(segment.text);
      }
    })
    .join('');
}

/** The day an entry shipped, as the instant the feed gives it (midnight UTC). */
const dayOf = (date: string): Date => new Date(`${date}T00:00:00Z`);

/**
 * The Atom feed of the changelog for one locale: one entry per record, in the
 * data's order (newest first), each linking to its row of the changelog page.
 * The same data gives the same bytes: the feed's `updated` is the newest
 * entry's day, not the build's time.
 */
export function changelogAtom(input: ChangelogFeedInput): string {
  const {locale, siteUrl, baseUrl, entries} = input;
  // Site paths in the data have no locale prefix; the base URL adds it (`/fr/`).
  const absoluteUrl = (sitePath: string): string =>
    new URL(`${baseUrl}${sitePath.replace(/^\//, '')}`, `${siteUrl}/`).href;
  const pageUrl = absoluteUrl(changelogPage);
  const newest = entries[0];
  const feed = new Feed({
    id: absoluteUrl(`/${changelogFeedFile}`),
    title: input.title,
    description: input.subtitle,
    link: pageUrl,
    feedLinks: {atom: absoluteUrl(`/${changelogFeedFile}`)},
    language: locale,
    updated: newest === undefined ? new Date(0) : dayOf(newest.date),
    author: {name: 'Bramble', link: absoluteUrl('/')},
    copyright: '© Bramble',
    generator: 'Bramble docs',
  });
  for (const entry of entries) {
    const link = `${pageUrl}#${changelogEntryId(entry)}`;
    feed.addItem({
      id: link,
      link,
      date: dayOf(entry.date),
      title: escapeHtml(
        `${entry.version}${colon(locale)}${inlineTextToPlain(localize(entry.summary, locale))}`,
      ),
      content: `<p>${inlineTextHtml(localize(entry.details, locale), absoluteUrl)}</p>`,
    });
  }
  // The feed package leaves the language out of Atom; readers take it from xml:lang.
  return feed
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    );
}
