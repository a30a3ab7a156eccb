import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {Theme} from '@site/src/widgetTheme/model';
import {resolveTheme} from '@site/src/widgetTheme/resolve';
import {say} from '@site/src/components/ThemeEditor/messages';
import ChallengePanel from './ChallengePanel';
import {BrambleMark, Checkmark} from './Icons';
import {themeVars} from './themeVars';
import styles from './styles';

/** The product's name, the same in every language. */
const brandName = 'Bramble';

const widgetStates = [
  'idle',
  'hovered',
  'focused',
  'checking',
  'passed',
  'error',
  'expired',
] as const;
type WidgetState = (typeof widgetStates)[number];

/** The checkbox widget in one state, at its normal (300 × 74) or compact (158 × 138) size. */
function CheckboxWidget({
  state,
  compact = false,
}: {
  state: WidgetState;
  compact?: boolean;
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
    <li className={styles.sampleItem}>
      <div
        className={clsx(
          styles.widget,
          compact && styles.widgetCompact,
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
                <Translate
                  id="widgetPreview.widget.label"
                  description="The checkbox widget's label">
                  I am human
                </Translate>
              )}
            </span>
            {message && <span className={styles.widgetMessage}>{message}</span>}
          </span>
        </span>
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
      </div>
      <span className={styles.caption}>
        {say(`widgetPreview.state.${compact ? 'compact' : state}`)}
      </span>
    </li>
  );
}

/**
 * A faithful picture of the Bramble widget with a custom theme: the checkbox in
 * every state, the compact size and the challenge panel, every colour from the
 * theme in its own mode. It is a picture, not a widget: nothing in it can be focused.
 */
export default function WidgetPreview({theme}: {theme: Theme}): ReactNode {
  const resolved = useMemo(() => resolveTheme(theme), [theme]);
  const style = useMemo(() => themeVars(resolved), [resolved]);
  return (
    <div
      className={styles.stage}
      style={style}
      data-mode={resolved.mode}
      data-testid="widget-preview">
      <ul className={styles.gallery}>
        {widgetStates.map((state) => (
          <CheckboxWidget key={state} state={state} />
        ))}
        <CheckboxWidget state="idle" compact />
      </ul>
      <ChallengePanel />
    </div>
  );
}
