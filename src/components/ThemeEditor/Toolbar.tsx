import React, {useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {Theme} from '@site/src/widgetTheme/model';
import {defaultTheme, type PresetId} from '@site/src/widgetTheme/presets';
import {themeJson} from '@site/src/widgetTheme/snippets';
import PresetPicker from './PresetPicker';
import {shareUrl} from './useSharedTheme';
import styles from './styles';

/** How long a copy's confirmation stays in the status line. */
const statusMs = 4000;

/** Above the workspace: the presets, copy and reset, and a status line announcing each copy. */
export default function Toolbar({
  theme,
  preset,
  setTheme,
}: {
  theme: Theme;
  preset: PresetId | undefined;
  setTheme: (next: Theme, origin?: 'edit' | 'reset') => void;
}): ReactNode {
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (status === '') return undefined;
    const timer = window.setTimeout(() => setStatus(''), statusMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copy(text: Promise<string> | string, done: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(await text);
      setStatus(done);
    } catch {
      setStatus(
        translate({
          id: 'themeEditor.copy.failed',
          message: 'The browser refused to copy. Select the text and copy it yourself.',
        }),
      );
    }
  }

  return (
    <div className={styles.toolbar}>
      <PresetPicker current={preset} onPick={setTheme} />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            void copy(
              themeJson(theme),
              translate({id: 'themeEditor.copy.jsonDone', message: 'Theme JSON copied.'}),
            )
          }>
          <Translate id="themeEditor.copy.json" description="Button: copy the theme as JSON">
            Copy JSON
          </Translate>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void copy(
              shareUrl(theme),
              translate({
                id: 'themeEditor.copy.linkDone',
                message: 'Link copied: it opens this editor with this theme.',
              }),
            )
          }>
          <Translate id="themeEditor.copy.link" description="Button: copy a link to this theme">
            Copy link
          </Translate>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setTheme(defaultTheme, 'reset')}>
          <Translate id="themeEditor.reset" description="Button: back to the default theme">
            Reset
          </Translate>
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
