import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {ThemeState} from '@site/src/widgetTheme/model';
import ButtonLabel from './ButtonLabel';
import {AudioIcon, Checkmark, InfoIcon, RefreshIcon, TaskIcon, type TaskPicture} from './Icons';
import styles from './styles';

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
export default function ChallengePanel(): ReactNode {
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
            <ButtonLabel kind="skipButton" />
          </span>
          <span className={styles.verifyButton}>
            <ButtonLabel kind="verifyButton" />
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
