import {Feed} from 'feed';
import {
  changelogEntryId,
  changelogFeedFile,
  changelogPage,
  type ChangelogEntry,
} from '../../data/changelog';
import {localize} from '../../data/text';
import {inlineTextToPlain, parseInlineText} from '../../lib/inlineText';

export interface ChangelogFeedInput {
  readonly locale: string;
  /** SITE_URL, without a trailing slash. */
  readonly siteUrl: string;
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

/** Fact text as the HTML of a feed entry: its `code` and its links, made absolute. */
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

const dayOf = (date: string): Date => new Date(`${date}T00:00:00Z`);

/**
 * The Atom feed of the changelog for one locale, each entry linking to its row of the page. The
 * same data gives the same bytes: `updated` is the newest entry's day, not the build's time.
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
        // French typography puts a no-break space before a colon.
        `${entry.version}${locale === 'fr' ? '\u00a0: ' : ': '}${inlineTextToPlain(localize(entry.summary, locale))}`,
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
