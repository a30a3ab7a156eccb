import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {changelogFeedFile} from '@site/src/data/changelog';

/**
 * The changelog's Atom feed (written by src/plugins/changelogFeed): announced
 * to browsers and feed readers in the head, and offered to readers as a link.
 * The title is the feed's own (same id as the plugin's `feedMessages.title`).
 */
export default function ChangelogFeedLink(): ReactNode {
  const feedPath = useBaseUrl(`/${changelogFeedFile}`);
  const feedUrl = useBaseUrl(`/${changelogFeedFile}`, {absolute: true});
  const title = translate({
    id: 'changelogFeed.title',
    message: 'Bramble widget script changelog',
    description: 'The title of the Atom feed of the script changelog',
  });
  return (
    <>
      <Head>
        <link rel="alternate" type="application/atom+xml" title={title} href={feedUrl} />
      </Head>
      <p>
        {/* A static file, not a route: Link would route it client-side, to the not-found page. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a href={feedPath} type="application/atom+xml">
          <Translate
            id="changelogFeed.subscribe"
            description="The link to the Atom feed on the changelog page">
            Subscribe to the changelog (Atom feed)
          </Translate>
        </a>
      </p>
    </>
  );
}
