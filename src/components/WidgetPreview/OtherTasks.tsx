import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles';

/** The components of the other task types: text answers and the slider. */
export default function OtherTasks(): ReactNode {
  return (
    <div className={styles.otherTasks}>
      <p className={styles.cardTitle}>
        <Translate
          id="widgetPreview.other.title"
          description="Title of the text and slider task samples">
          Text and slider tasks
        </Translate>
      </p>
      <span className={styles.field}>
        <Translate id="widgetPreview.other.input" description="Sample answer typed in a text field">
          blackberry
        </Translate>
      </span>
      <span className={clsx(styles.field, styles.fieldFocus)}>
        <Translate id="widgetPreview.other.inputFocus" description="Sample answer being typed">
          bramble
        </Translate>
        <span className={styles.caret} />
      </span>
      <span className={clsx(styles.field, styles.textarea)}>
        <Translate id="widgetPreview.other.textarea" description="Sample multi-line answer">
          Two cyclists ride past a green hedge.
        </Translate>
      </span>
      <span className={styles.slider}>
        <span className={styles.sliderTrack}>
          <span className={styles.sliderFill} />
        </span>
        <span className={styles.sliderHandle} />
      </span>
      <span className={styles.breadcrumbsRow}>
        <span className={clsx(styles.dot, styles.dotActive)} />
        <span className={clsx(styles.dot, styles.dotActive)} />
        <span className={styles.dot} />
      </span>
    </div>
  );
}
