import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {searchPath} from './searchPath';
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
export default function SearchLink({words}: Props): ReactNode {
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
