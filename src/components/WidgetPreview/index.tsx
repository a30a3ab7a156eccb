import React, {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {Theme, ThemeState} from '@site/src/widgetTheme/model';
import {resolveTheme} from '@site/src/widgetTheme/resolve';
import {
  AudioIcon,
  BrambleMark,
  Checkmark,
  InfoIcon,
  RefreshIcon,
  TaskIcon,
  type TaskPicture,
} from './Icons';
import {themeVars} from './themeVars';
import styles from './styles.module.css';

/** What the checkbox widget shows. */
export type WidgetState =
  'idle' | 'hovered' | 'focused' | 'checking' | 'passed' | 'error' | 'expired';

export const widgetStates: readonly WidgetState[] = [
  'idle',
  'hovered',
  'focused',
  'checking',
  'passed',
  'error',
  'expired',
];

function stateCaption(state: WidgetState | 'compact'): string {
  switch (state) {
    case 'idle':
      return translate({
        id: 'widgetPreview.state.idle',
        message: 'Idle',
        description: 'Widget state caption',
      });
    case 'hovered':
      return translate({
        id: 'widgetPreview.state.hovered',
        message: 'Hovered',
        description: 'Widget state caption',
      });
    case 'focused':
      return translate({
        id: 'widgetPreview.state.focused',
        message: 'Keyboard focus',
        description: 'Widget state caption',
      });
    case 'checking':
      return translate({
        id: 'widgetPreview.state.checking',
        message: 'Checking',
        description: 'Widget state caption',
      });
    case 'passed':
      return translate({
        id: 'widgetPreview.state.passed',
        message: 'Passed',
        description: 'Widget state caption',
      });
    case 'error':
      return translate({
        id: 'widgetPreview.state.error',
        message: 'Error',
        description: 'Widget state caption',
      });
    case 'expired':
      return translate({
        id: 'widgetPreview.state.expired',
        message: 'Expired',
        description: 'Widget state caption',
      });
    case 'compact':
      return translate({
        id: 'widgetPreview.state.compact',
        message: 'Compact size',
        description: 'Caption of the compact widget',
      });
  }
}

/** The product's name, the same in every language. */
const brandName = 'Bramble';

function WidgetLabel(): ReactNode {
  return (
    <Translate id="widgetPreview.widget.label" description="The checkbox widget's label">
      I am human
    </Translate>
  );
}

function Brand({compact = false}: {compact?: boolean}): ReactNode {
  return (
    <span className={clsx(styles.brand, compact && styles.brandCompact)}>
      <BrambleMark className={styles.brandMark} />
      <span className={styles.brandText}>
        <span className={styles.brandName}>{brandName}</span>
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
      </span>
    </span>
  );
}

/** The checkbox widget in one state, at its normal (300 × 74) or compact (158 × 138) size. */
export function CheckboxWidget({
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
              <WidgetLabel />
            )}
          </span>
          {message && <span className={styles.widgetMessage}>{message}</span>}
        </span>
      </span>
      <Brand compact={size === 'compact'} />
    </div>
  );
}

const tiles: readonly {picture: TaskPicture; state: ThemeState}[] = [
  {picture: 'bicycle', state: 'selected'},
  {picture: 'car', state: 'main'},
  {picture: 'tree', state: 'hover'},
  {picture: 'house', state: 'main'},
  {picture: 'bicycle', state: 'selected'},
  {picture: 'bus', state: 'focus'},
  {picture: 'tree', state: 'main'},
  {picture: 'bicycle', state: 'main'},
  {picture: 'car', state: 'main'},
];

/** The challenge dialog: prompt, image grid, progress, buttons and footer. */
export function ChallengePanel(): ReactNode {
  return (
    <div className={styles.modal}>
      <div className={styles.prompt}>
        <span className={styles.promptLead}>
          <Translate
            id="widgetPreview.challenge.promptLead"
            description="First line of the task prompt">
            Select every image with
          </Translate>
        </span>
        <span className={styles.promptSubject}>
          <Translate
            id="widgetPreview.challenge.promptSubject"
            description="The thing to find in the images">
            a bicycle
          </Translate>
        </span>
      </div>
      <div className={styles.challenge}>
        <p className={styles.instructions}>
          <Translate id="widgetPreview.challenge.instructions" description="Challenge help text">
            Click each matching image. If there are none, skip.
          </Translate>
        </p>
        <div className={styles.grid}>
          {tiles.map((tile, index) => (
            <span key={index} className={clsx(styles.tile, styles[`tile-${tile.state}`])}>
              <TaskIcon picture={tile.picture} className={styles.tileIcon} />
              {tile.state === 'selected' && (
                <span className={styles.tileBadge}>
                  <Checkmark />
                </span>
              )}
            </span>
          ))}
        </div>
        <span className={styles.breadcrumbs}>
          <span className={clsx(styles.dot, styles.dotActive)} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
      </div>
      <div className={styles.toolbar}>
        <span className={styles.iconButtons}>
          <span
            className={styles.iconButton}
            role="img"
            aria-label={translate({id: 'widgetPreview.button.refresh', message: 'New challenge'})}>
            <RefreshIcon />
          </span>
          <span
            className={clsx(styles.iconButton, styles['iconButton-hover'])}
            role="img"
            aria-label={translate({id: 'widgetPreview.button.audio', message: 'Audio challenge'})}>
            <AudioIcon />
          </span>
          <span
            className={styles.iconButton}
            role="img"
            aria-label={translate({id: 'widgetPreview.button.info', message: 'About Bramble'})}>
            <InfoIcon />
          </span>
        </span>
        <span className={styles.actions}>
          <span className={clsx(styles.skipButton)}>
            <Translate id="widgetPreview.button.skip" description="The challenge's skip button">
              Skip
            </Translate>
          </span>
          <span className={styles.verifyButton}>
            <Translate id="widgetPreview.button.verify" description="The challenge's verify button">
              Verify
            </Translate>
          </span>
        </span>
      </div>
      <div className={styles.footer}>
        <span className={styles.footerText}>
          <Translate id="widgetPreview.footer.protected" description="Challenge footer">
            Protected by Bramble
          </Translate>
        </span>
        <span className={styles.link}>
          <Translate id="widgetPreview.link.privacy" description="Widget footer link">
            Privacy
          </Translate>
        </span>
        <span className={styles.link}>
          <Translate id="widgetPreview.link.terms" description="Widget footer link">
            Terms
          </Translate>
        </span>
      </div>
    </div>
  );
}

const buttonStates: readonly ThemeState[] = ['main', 'hover', 'focus', 'active', 'disabled'];

function ButtonLabel({kind}: {kind: 'verifyButton' | 'skipButton' | 'button'}): ReactNode {
  if (kind === 'verifyButton') {
    return (
      <Translate id="widgetPreview.button.verify" description="The challenge's verify button">
        Verify
      </Translate>
    );
  }
  if (kind === 'skipButton') {
    return (
      <Translate id="widgetPreview.button.skip" description="The challenge's skip button">
        Skip
      </Translate>
    );
  }
  return (
    <Translate
      id="widgetPreview.button.secondary"
      description="A secondary button of the challenge">
      Audio
    </Translate>
  );
}

function sampleStyle(kind: string, state: ThemeState): CSSProperties {
  return {
    background: `var(--bp-${kind}-${state}-fill)`,
    borderColor: `var(--bp-${kind}-${state}-border)`,
    color: `var(--bp-${kind}-${state}-text)`,
  };
}

/** The three kinds of button in each of their states, as a table. */
export function ButtonStates(): ReactNode {
  const kinds = ['verifyButton', 'skipButton', 'button'] as const;
  return (
    <table className={styles.states}>
      <caption className={styles.cardTitle}>
        <Translate id="widgetPreview.buttons.title" description="Title of the button states table">
          Buttons in each state
        </Translate>
      </caption>
      <thead>
        <tr>
          <td />
          {buttonStates.map((state) => (
            <th key={state} scope="col">
              <code>{state}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <tr key={kind}>
            <th scope="row">
              <code>{kind}</code>
            </th>
            {buttonStates.map((state) => (
              <td key={state}>
                {kind === 'skipButton' && state === 'active' ? null : state === 'disabled' ? (
                  // A real disabled button, as the widget draws it (and as assistive tech reads it).
                  <button
                    type="button"
                    disabled
                    className={clsx(styles.sample, styles[`sample-${state}`])}
                    style={sampleStyle(kind, state)}>
                    <ButtonLabel kind={kind} />
                  </button>
                ) : (
                  <span
                    className={clsx(styles.sample, styles[`sample-${state}`])}
                    style={sampleStyle(kind, state)}>
                    <ButtonLabel kind={kind} />
                  </span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The components of the other task types: text answers and the slider. */
export function OtherTasks(): ReactNode {
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
