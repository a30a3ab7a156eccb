import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import WidgetPreview from '@site/src/components/WidgetPreview';
import type {ContrastCheck} from '@site/src/widgetTheme/contrastChecks';
import type {Theme, ThemeMode} from '@site/src/widgetTheme/model';
import ContrastSummary from './ContrastSummary';
import styles from './styles';

/** The widget drawn with the theme, under the theme's mode and its contrast summary. */
export default function PreviewColumn({
  theme,
  mode,
  checks,
}: {
  theme: Theme;
  mode: ThemeMode;
  checks: readonly ContrastCheck[];
}): ReactNode {
  return (
    // Focusable: on a wide screen the column scrolls on its own, and the keyboard must scroll it too.
    <div
      className={styles.previewColumn}
      role="region"
      aria-label={translate({
        id: 'themeEditor.preview.region',
        message: 'Preview of the widget with this theme',
        description: 'Accessible name of the preview column',
      })}
      tabIndex={0}>
      <div className={styles.previewHeader}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no anchor for the tool's own headings */}
        <h3 className={styles.previewTitle}>
          <Translate id="themeEditor.preview.title" description="Title of the widget preview">
            Preview
          </Translate>
        </h3>
        <span className={styles.modeTag}>
          <code>{`mode: ${mode}`}</code>
        </span>
      </div>
      <ContrastSummary checks={checks} />
      <WidgetPreview theme={theme} />
    </div>
  );
}
