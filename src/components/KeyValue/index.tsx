import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** Which key this is; rendered as `data-key` so tests and styles can find keys on purpose. */
  kind: 'site' | 'secret';
  /** The visitor's key, or null to show the placeholder. */
  value: string | null;
  placeholder: string;
  /** Width reserved for the real key, in characters, so that swapping it in moves nothing. */
  width: number;
}

/** A key shown inline in prose: the visitor's own, or a clearly marked placeholder. */
export default function KeyValue({kind, value, placeholder, width}: Props): ReactNode {
  return (
    <code
      data-key={kind}
      className={clsx(styles.key, value === null && styles.placeholder)}
      // The whole box (Infima sizes boxes border-box), never wider than the text column:
      // on a phone the key wraps inside its box instead.
      style={{
        minWidth: `min(calc(${width}ch + 2 * (var(--bramble-key-padding) + var(--bramble-key-border))), 100%)`,
      }}>
      {value ?? placeholder}
    </code>
  );
}
