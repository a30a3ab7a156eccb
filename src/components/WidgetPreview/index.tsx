import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Theme} from '@site/src/widgetTheme/model';
import {resolveTheme} from '@site/src/widgetTheme/resolve';
import ButtonStates from './ButtonStates';
import ChallengePanel from './ChallengePanel';
import CheckboxWidget from './CheckboxWidget';
import OtherTasks from './OtherTasks';
import {themeVars} from './themeVars';
import {stateCaption, widgetStates} from './widgetStates';
import styles from './styles';

interface Props {
  /** The theme to show, as a customer writes it; the defaults fill in the rest. */
  theme: Theme;
  /** `full`: every widget state, the challenge, buttons and other tasks; `compact`: the widget and challenge. */
  variant?: 'full' | 'compact';
  className?: string;
}

/**
 * A faithful picture of the Bramble widget with a custom theme: the checkbox in
 * every state, the compact size and the challenge panel, every colour from the
 * theme in its own mode. It is a picture, not a widget: nothing in it can be focused.
 */
export default function WidgetPreview({theme, variant = 'full', className}: Props): ReactNode {
  const resolved = useMemo(() => resolveTheme(theme), [theme]);
  const style = useMemo(() => themeVars(resolved), [resolved]);
  const states = variant === 'full' ? widgetStates : (['idle', 'passed'] as const);
  return (
    <div
      className={clsx(styles.stage, className)}
      style={style}
      data-mode={resolved.mode}
      data-testid="widget-preview">
      <ul className={styles.gallery}>
        {states.map((state) => (
          <li key={state} className={styles.sampleItem}>
            <CheckboxWidget state={state} />
            <span className={styles.caption}>{stateCaption(state)}</span>
          </li>
        ))}
        <li className={styles.sampleItem}>
          <CheckboxWidget state="idle" size="compact" />
          <span className={styles.caption}>{stateCaption('compact')}</span>
        </li>
      </ul>
      <div className={styles.panels}>
        <ChallengePanel />
        {variant === 'full' && (
          <div className={styles.side}>
            <ButtonStates />
            <OtherTasks />
          </div>
        )}
      </div>
    </div>
  );
}
