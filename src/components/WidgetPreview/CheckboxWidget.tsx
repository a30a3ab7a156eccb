import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Brand from './Brand';
import {Checkmark} from './Icons';
import type {WidgetState} from './widgetStates';
import styles from './styles';

/** The checkbox widget in one state, at its normal (300 × 74) or compact (158 × 138) size. */
export default function CheckboxWidget({
  state,
  size = 'normal',
}: {
  state: WidgetState;
  size?: 'normal' | 'compact';
}): ReactNode {
  const message =
    state === 'error' ? (
      <Translate id="widgetPreview.widget.error" description="The widget's error message">
        Something went wrong. Try again.
      </Translate>
    ) : state === 'expired' ? (
      <Translate id="widgetPreview.widget.expired" description="The widget's expiry message">
        Expired. Check the box again.
      </Translate>
    ) : null;
  return (
    <div
      className={clsx(
        styles.widget,
        size === 'compact' && styles.widgetCompact,
        message && styles.widgetWarn,
      )}
      data-state={state}>
      <span className={styles.widgetMain}>
        {state === 'checking' ? (
          <span className={styles.spinner} />
        ) : (
          <span className={clsx(styles.box, styles[`box-${state}`])}>
            {state === 'passed' && <Checkmark className={styles.checkmark} />}
          </span>
        )}
        <span className={styles.widgetText}>
          <span className={styles.widgetLabel}>
            {state === 'checking' ? (
              <Translate id="widgetPreview.widget.checking" description="Label while checking">
                Verifying…
              </Translate>
            ) : (
              <Translate id="widgetPreview.widget.label" description="The checkbox widget's label">
                I am human
              </Translate>
            )}
          </span>
          {message && <span className={styles.widgetMessage}>{message}</span>}
        </span>
      </span>
      <Brand compact={size === 'compact'} />
    </div>
  );
}
