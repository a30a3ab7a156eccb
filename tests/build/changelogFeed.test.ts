// The Atom feed of the script changelog in each locale of the test build, and the page that offers it.
import fs from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {localizedPath, locales} from '../../src/config/site';
import {
  changelog,
  changelogEntryId,
  changelogFeedFile,
  changelogPage,
} from '../../src/data/changelog';
import {localize} from '../../src/data/text';
import {inlineTextToPlain} from '../../src/lib/inlineText';
import {testSiteUrl} from '../testEnv';

const buildDir = 'build';
const read = (file: string): string => fs.readFileSync(path.join(buildDir, file), 'utf8');
const atomNamespace = 'http://www.w3.org/2005/Atom';

describe.each(locales)('the $code changelog feed', (locale) => {
  const feedPath = localizedPath(locale, `/${changelogFeedFile}`);
  const feedUrl = `${testSiteUrl}${feedPath}`;
  const pageUrl = `${testSiteUrl}${localizedPath(locale, changelogPage)}`;
  const xml = read(feedPath);
  const {window} = new JSDOM('');
  const feed = new window.DOMParser().parseFromString(xml, 'application/xml');
  const entries = [...feed.getElementsByTagNameNS(atomNamespace, 'entry')];

  it('is well-formed Atom in the locale', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(feed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(feed.documentElement.localName).toBe('feed');
    expect(feed.documentElement.namespaceURI).toBe(atomNamespace);
    expect(feed.documentElement.getAttribute('xml:lang')).toBe(locale.code);
  });

  it('has one entry per record of src/data/changelog.ts, in order, in the locale', () => {
    // French typography: a no-break space before the colon.
    const colon = locale.code === 'fr' ? '\u00a0: ' : ': ';
    expect(entries).toHaveLength(changelog.length);
    expect(entries.map((entry) => entry.querySelector('title')?.textContent)).toEqual(
      changelog.map(
        (record) =>
          `${record.version}${colon}${inlineTextToPlain(localize(record.summary, locale.code))}`,
      ),
    );
    expect(entries.map((entry) => entry.querySelector('updated')?.textContent)).toEqual(
      changelog.map((record) => `${record.date}T00:00:00.000Z`),
    );
  });

  it('links each entry to its row of the changelog page, with absolute URLs from SITE_URL', () => {
    expect(entries.map((entry) => entry.querySelector('link')?.getAttribute('href'))).toEqual(
      changelog.map((record) => `${pageUrl}#${changelogEntryId(record)}`),
    );
    expect(feed.querySelector('feed > id')?.textContent).toBe(feedUrl);
    expect(feed.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(feedUrl);
    expect(feed.querySelector('feed > link[rel="alternate"]')?.getAttribute('href')).toBe(pageUrl);
    // Every URL the feed holds, in its elements or in the HTML of its entries, is the site's.
    const urls = [
      ...[...feed.querySelectorAll('link')].map((link) => link.getAttribute('href') ?? ''),
      ...[...feed.querySelectorAll('id, uri')].map((element) => element.textContent ?? ''),
      ...entries.flatMap((entry) =>
        [...(entry.querySelector('content')?.textContent ?? '').matchAll(/href="([^"]*)"/g)].map(
          (match) => match[1]!,
        ),
      ),
    ];
    expect(urls.length).toBeGreaterThan(2 * changelog.length);
    expect(urls.filter((url) => !url.startsWith(`${testSiteUrl}/`))).toEqual([]);
  });

  it('is announced in the head of the changelog page and offered as a link, and every entry has its row', () => {
    const html = read(path.join(localizedPath(locale, changelogPage), 'index.html'));
    const {document} = new JSDOM(html).window;
    const alternate = document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(alternate?.getAttribute('href')).toBe(feedUrl);
    expect(alternate?.getAttribute('title')).toBe(feed.querySelector('feed > title')?.textContent);
    const visible = document.querySelector(`main a[href="${feedPath}"]`);
    expect(visible?.textContent?.trim()).toBeTruthy();
    for (const record of changelog) {
      expect(document.getElementById(changelogEntryId(record))).not.toBeNull();
    }
  });
});
