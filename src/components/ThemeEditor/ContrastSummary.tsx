import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {formatRatio, type ContrastCheck} from '@site/src/widgetTheme/contrastChecks';
import {say} from './messages';
import styles from './styles';

/**
 * The summary's one line. It reads the same whether every pair passes or not, the count padded
 * to the total's digits (figure spaces), so a shared theme read after the first paint never
 * rewraps it and nothing under it moves; the icon and the colours tell the two apart.
 */
function SummaryLine({failing, total}: {failing: number; total: number}): ReactNode {
  return (
    <>
      <span className={styles.summaryIcon} aria-hidden="true">
        {failing === 0 ? '✓' : '!'}
      </span>
      <span className={styles.summaryText}>
        <Translate
          id="themeEditor.contrast.summary"
          description="Contrast summary over the preview, the same words whether pairs fail or not; {failing} and {total} are numbers"
          values={{
            failing: String(failing).padStart(String(total).length, '\u2007'),
            total,
          }}>
          {'{failing} of {total} colour pairs fail WCAG AA contrast'}
        </Translate>
      </span>
      {/* Always there, so the line keeps its width: the failing pairs' disclosure arrow. */}
      <span className={styles.summaryArrow} aria-hidden="true">
        {failing > 0 && '▸'}
      </span>
    </>
  );
}

/**
 * Above the preview: how many colour pairs fail WCAG AA, and, when the reader opens it, which
 * ones with their ratios. The list opens on a click only, never on its own: a list that grew here
 * when a shared theme arrived pushed the preview down.
 */
export default function ContrastSummary({checks}: {checks: readonly ContrastCheck[]}): ReactNode {
  const failing = checks.filter((check) => !check.passes);
  const line = <SummaryLine failing={failing.length} total={checks.length} />;
  if (failing.length === 0) {
    return (
      <div className={styles.summary}>
        <p className={styles.summaryTitle}>{line}</p>
      </div>
    );
  }
  return (
    <details className={clsx(styles.summary, styles.summaryWarn)}>
      <summary className={styles.summaryTitle}>{line}</summary>
      <ul className={styles.summaryList}>
        {failing.map((check) => (
          <li key={check.id}>
            <span
              className={styles.pairSwatch}
              style={{
                background: `linear-gradient(135deg, ${check.background.value} 55%, ${check.foreground.value} 55%)`,
              }}
              aria-hidden="true"
            />
            <span>
              {say(`themeEditor.pair.${check.id}`)}{' '}
              <strong>{`${formatRatio(check.ratio)}:1`}</strong>{' '}
              <span className={styles.needs}>
                <Translate
                  id="themeEditor.contrast.needs"
                  description="After a contrast ratio; {minimum} is like 4.5:1"
                  values={{minimum: `${check.minimum}:1`}}>
                  {'(needs {minimum})'}
                </Translate>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
