import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {searchPath} from './suggestion';
import styles from './styles.module.css';

interface Props {
  /** The missing address's words; undefined until the page runs (the server render). */
  words: string[] | undefined;
}

/**
 * The link to the search results for the address's words, or to the search page before the
 * page runs. It stays on one line, so the suggestions below never move when the words come:
 * a sentence too long for the column ends in an ellipsis (the link's name keeps it whole).
 */
function SearchLink({words}: Props): ReactNode {
  const label = words?.length
    ? translate(
        {
          id: 'notFound.entryPoints.searchFor',
          message: 'Search the docs for “{words}”',
          description: 'On the 404 page, the link to the search results for the missing address',
        },
        {words: words.join(' ')},
      )
    : translate({
        id: 'notFound.entryPoints.search',
        message: 'Search the docs',
        description: 'On the 404 page, the link to the search page, before the address is read',
      });
  return (
    <Link to={searchPath(words)} className={clsx('text--truncate', styles.searchLink)}>
      {label}
    </Link>
  );
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
