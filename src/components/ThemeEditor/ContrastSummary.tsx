import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {formatRatio, type ContrastCheck} from '@site/src/widgetTheme/contrastChecks';
import {pairName} from './messages';
import styles from './styles';

/** Above the preview: whether every colour pair passes WCAG AA, else the failing pairs and their ratios. */
export default function ContrastSummary({checks}: {checks: readonly ContrastCheck[]}): ReactNode {
  const failing = checks.filter((check) => !check.passes);
  return (
    <div className={clsx(styles.summary, failing.length > 0 && styles.summaryWarn)}>
      <p className={styles.summaryTitle}>
        <span className={styles.summaryIcon} aria-hidden="true">
          {failing.length === 0 ? '✓' : '!'}
        </span>
        {failing.length === 0 ? (
          <Translate
            id="themeEditor.contrast.allPass"
            description="Contrast summary; {total} is a number"
            values={{total: checks.length}}>
            {'All {total} colour pairs of the widget pass WCAG AA contrast.'}
          </Translate>
        ) : (
          <Translate
            id="themeEditor.contrast.someFail"
            description="Contrast summary; {failing} and {total} are numbers"
            values={{failing: failing.length, total: checks.length}}>
            {'{failing} of {total} colour pairs fail WCAG AA contrast:'}
          </Translate>
        )}
      </p>
      {failing.length > 0 && (
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
                {pairName(check.id)} <strong>{`${formatRatio(check.ratio)}:1`}</strong>{' '}
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
      )}
    </div>
  );
}
