import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {ThemeState} from '@site/src/widgetTheme/model';
import {say} from '@site/src/components/ThemeEditor/messages';
import {Checkmark, Icon, type Drawing} from './Icons';
import styles from './styles';

/** The kinds of button the challenge draws, by their theme component name, and their words. */
const buttonWords = {verifyButton: 'verify', skipButton: 'skip', button: 'secondary'} as const;
const buttonLabel = (kind: keyof typeof buttonWords): string =>
  say(`widgetPreview.button.${buttonWords[kind]}`);
const buttonStates: readonly ThemeState[] = ['main', 'hover', 'focus', 'active', 'disabled'];

const tiles: readonly {picture: Drawing; state: ThemeState}[] = [
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

/**
 * The challenge dialog (prompt, image grid, progress, buttons and footer) beside the three kinds
 * of button in each of their states and the parts of the other task types.
 */
export default function ChallengePanel(): ReactNode {
  return (
    <div className={styles.panels}>
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
                <Icon name={tile.picture} className={styles.tileIcon} />
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
              aria-label={translate({
                id: 'widgetPreview.button.refresh',
                message: 'New challenge',
              })}>
              <Icon name="refresh" />
            </span>
            <span
              className={clsx(styles.iconButton, styles['iconButton-hover'])}
              role="img"
              aria-label={translate({
                id: 'widgetPreview.button.audio',
                message: 'Audio challenge',
              })}>
              <Icon name="audio" />
            </span>
            <span
              className={styles.iconButton}
              role="img"
              aria-label={translate({id: 'widgetPreview.button.info', message: 'About Bramble'})}>
              <Icon name="info" />
            </span>
          </span>
          <span className={styles.actions}>
            <span className={styles.skipButton}>{buttonLabel('skipButton')}</span>
            <span className={styles.verifyButton}>{buttonLabel('verifyButton')}</span>
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
      <div className={styles.side}>
        <table className={styles.states}>
          <caption className={styles.cardTitle}>
            <Translate
              id="widgetPreview.buttons.title"
              description="Title of the button states table">
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
            {(['verifyButton', 'skipButton', 'button'] as const).map((kind) => (
              <tr key={kind}>
                <th scope="row">
                  <code>{kind}</code>
                </th>
                {buttonStates.map((state) => {
                  const Sample = state === 'disabled' ? 'button' : 'span';
                  return (
                    <td key={state}>
                      {kind === 'skipButton' && state === 'active' ? null : (
                        // Disabled: a real disabled button, as the widget draws it (and as assistive tech reads it).
                        <Sample
                          {...(state === 'disabled' ? {type: 'button', disabled: true} : {})}
                          className={clsx(styles.sample, styles[`sample-${state}`])}
                          style={{
                            background: `var(--bp-${kind}-${state}-fill)`,
                            borderColor: `var(--bp-${kind}-${state}-border)`,
                            color: `var(--bp-${kind}-${state}-text)`,
                          }}>
                          {buttonLabel(kind)}
                        </Sample>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div className={styles.otherTasks}>
          <p className={styles.cardTitle}>
            <Translate
              id="widgetPreview.other.title"
              description="Title of the text and slider task samples">
              Text and slider tasks
            </Translate>
          </p>
          <span className={styles.field}>
            <Translate
              id="widgetPreview.other.input"
              description="Sample answer typed in a text field">
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
      </div>
    </div>
  );
}
