import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {BrambleMark} from './Icons';
import styles from './styles';

/** The product's name, the same in every language. */
const brandName = 'Bramble';

/** The widget's logo, name and links, beside the checkbox (below it at the compact size). */
export default function Brand({compact = false}: {compact?: boolean}): ReactNode {
  return (
    <span className={clsx(styles.brand, compact && styles.brandCompact)}>
      {/* The widest line first, the mark last; the grid shows them mark, name, links. A browser
          that paints the page before reading all of it then never sees the brand widen. */}
      <span className={styles.brandLinks}>
        <span className={styles.link}>
          <Translate id="widgetPreview.link.privacy" description="Widget footer link">
            Privacy
          </Translate>
        </span>
        {' · '}
        <span className={styles.link}>
          <Translate id="widgetPreview.link.terms" description="Widget footer link">
            Terms
          </Translate>
        </span>
      </span>
      <span className={styles.brandName}>{brandName}</span>
      <BrambleMark className={styles.brandMark} />
    </span>
  );
}
