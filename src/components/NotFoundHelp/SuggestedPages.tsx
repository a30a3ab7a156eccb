import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {maxSuggestions, type Suggestion} from './suggestion';
import styles from './styles.module.css';

interface Props {
  /** The pages offered so far; undefined until the page runs (the server render). */
  suggestions: Suggestion[] | undefined;
  searching: boolean;
}

/**
 * Hides the section when scripts do not run: one 404.html answers every address, so its rows
 * depend on the address the browser holds, and without scripts they could never come.
 */
const hiddenWithoutScripts = '[data-not-found-suggestions]{display:none}';

function SuggestionRow({href, title, section, excerpt}: Suggestion): ReactNode {
  return (
    <li className={styles.row}>
      <Link to={href} className="text--truncate">
        {title}
        {section && <span className={styles.section}>{section}</span>}
      </Link>
      {excerpt && <span className={clsx('text--truncate', styles.excerpt)}>{excerpt}</span>}
    </li>
  );
}

/**
 * Grey bars in the rows still to come, drawn on the server too. They are laid over the box,
 * each in its row's place, and a row that comes hides its own bar: no bar ever moves.
 */
function PlaceholderRows({filled}: {filled: number}): ReactNode {
  return (
    <div aria-hidden="true" className={styles.placeholders}>
      {Array.from({length: maxSuggestions}, (_, i) => (
        <div key={i} className={clsx(styles.row, i < filled && styles.filled)}>
          <span className={styles.bar} style={{width: '45%'}} />
          <span className={styles.bar} style={{width: '80%'}} />
        </div>
      ))}
    </div>
  );
}

/**
 * The pages offered for the missing address, in a box as high as `maxSuggestions` rows from
 * the first paint: rows replace the placeholders as they come, and the box never changes size.
 */
export default function SuggestedPages({suggestions, searching}: Props): ReactNode {
  const headingId = useId();
  const shown = suggestions ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="margin-bottom--lg"
      data-not-found-suggestions="">
      <noscript>
        <style>{hiddenWithoutScripts}</style>
      </noscript>
      {/* The id names the landmark; on the heading, Heading would add a self-link. */}
      <Heading as="h2">
        <span id={headingId}>
          <Translate
            id="notFound.suggestions.title"
            description="Heading of the pages offered on the 404 page">
            Pages you may be looking for
          </Translate>
        </span>
      </Heading>
      <div className={styles.box} aria-busy={searching}>
        {shown.length > 0 && (
          <ul className="clean-list">
            {shown.map((suggestion) => (
              <SuggestionRow key={suggestion.href} {...suggestion} />
            ))}
          </ul>
        )}
        {searching && <PlaceholderRows filled={shown.length} />}
        {!searching && shown.length === 0 && (
          <p className={styles.none}>
            <Translate
              id="notFound.suggestions.none"
              description="On the 404 page, when no page matches the words of the missing address">
              No page matches the words of this address. Try one of the pages above.
            </Translate>
          </p>
        )}
      </div>
    </section>
  );
}
