import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SearchLink from './SearchLink';

interface Props {
  /** The missing address's words; undefined until the page runs (the server render). */
  words: string[] | undefined;
}

/**
 * The site's main pages and its search, rendered on the server (they work without
 * JavaScript); once the page runs, the search link names the address's words. The links
 * are locale-relative: Link puts `/fr` before them on French pages.
 */
export default function EntryPoints({words}: Props): ReactNode {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="margin-bottom--lg">
      {/* The id names the landmark; on the heading, Heading would add a self-link. */}
      <Heading as="h2">
        <span id={headingId}>
          <Translate
            id="notFound.entryPoints.title"
            description="Heading of the main links on the 404 page">
            Where to start
          </Translate>
        </span>
      </Heading>
      <ul>
        <li>
          <Link to="/">
            <Translate
              id="notFound.entryPoints.quickStart"
              description="On the 404 page, the link to the developer guide">
              Quick start
            </Translate>
          </Link>
        </li>
        <li>
          <Link to="/api">
            <Translate
              id="notFound.entryPoints.api"
              description="On the 404 page, the link to the verification API">
              Verification API
            </Translate>
          </Link>
        </li>
        <li>
          <Link to="/faq">
            <Translate
              id="notFound.entryPoints.faq"
              description="On the 404 page, the link to the FAQ">
              FAQ
            </Translate>
          </Link>
        </li>
        <li>
          <SearchLink words={words} />
        </li>
      </ul>
    </nav>
  );
}
