import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** Which key this is; rendered as `data-key` so tests and styles can find keys on purpose. */
  kind: 'site' | 'secret';
  /** The visitor's key, or null to show the placeholder. */
  value: string | null;
  placeholder: string;
  /** The length of a real key, in characters: the placeholder takes exactly that room. */
  width: number;
}

/** A key shown inline in prose: the visitor's own, or a clearly marked placeholder. */
export default function KeyValue({kind, value, placeholder, width}: Props): ReactNode {
  return (
    <code data-key={kind} className={clsx(styles.key, value === null && styles.placeholder)}>
      {value ?? placeholder}
      {value === null && (
        // Invisible characters (CSS generated content: not in the text, the copy or the search
        // index) that make the placeholder as long as a real key, so it wraps into as many
        // lines as the key will at any width: swapping the key in moves nothing.
        <span
          className={styles.filler}
          data-filler={'0'.repeat(Math.max(0, width - placeholder.length))}
        />
      )}
    </code>
  );
}
