import React, {type ReactNode} from 'react';
import EntryPoints from './EntryPoints';
import SuggestedPages from './SuggestedPages';
import {useSuggestions} from './useSuggestions';
import styles from './styles.module.css';

/** For the stock apology's <main>: less margin below it, as the help follows. */
export const apologyClassName = styles.apology;

/**
 * What the not-found page offers below its apology: the site's main pages, then pages like the
 * missing address (found once the page runs), in the apology's column, each part its own
 * landmark (the apology holds the page's one `<main>`). The suggestions come last: their box
 * keeps the room of all its rows, and room left unused there reads as the page's end rather
 * than as a hole between two parts.
 */
export default function NotFoundHelp(): ReactNode {
  const {words, suggestions, searching} = useSuggestions();
  return (
    <div className="container">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <EntryPoints words={words} />
          <SuggestedPages suggestions={suggestions} searching={searching} />
        </div>
      </div>
    </div>
  );
}
