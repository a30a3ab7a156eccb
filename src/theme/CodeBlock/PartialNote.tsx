import React, {
  createContext,
  useContext,
  useLayoutEffect,
  type ReactNode,
  type RefObject,
} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The id of the block's partial note, which describes its code; undefined for a whole sample. */
export const PartialNoteId = createContext<string | undefined>(undefined);

/**
 * What a fragment leaves out, from the block's `partial="..."` meta (the reason the code sample
 * check requires), shown above the block: "Fragment: a method of your controller class".
 */
export function PartialNote({id, reason}: {id: string; reason: string}): ReactNode {
  return (
    <p id={id} className={styles.partialNote}>
      <Translate
        id="codeBlock.partial"
        description="Shown above a code block that is a fragment; {reason} says what it leaves out or where it goes"
        values={{reason}}>
        {'Fragment: {reason}'}
      </Translate>
    </p>
  );
}

/**
 * Describes the block's focusable code region, its `<pre>`, by the note (`aria-describedby`).
 * Set on the element once drawn: the `<pre>` is the server's markup kept as it is, or upstream's
 * highlighted one, and neither takes props from here. Runs after each render, so a `<pre>`
 * drawn again (the highlighter replacing the plain fallback) is described too.
 */
export function useDescribedByPartialNote(pre: RefObject<HTMLElement | null>): void {
  const noteId = useContext(PartialNoteId);
  useLayoutEffect(() => {
    if (noteId !== undefined) pre.current?.setAttribute('aria-describedby', noteId);
  });
}
