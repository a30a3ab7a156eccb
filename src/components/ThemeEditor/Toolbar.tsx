import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {Theme} from '@site/src/widgetTheme/model';
import {defaultTheme, presets, type PresetId} from '@site/src/widgetTheme/presets';
import {resolveTheme} from '@site/src/widgetTheme/resolve';
import {themeJson} from '@site/src/widgetTheme/snippets';
import {say} from './messages';
import {shareUrl} from './useThemeEditorState';
import styles from './styles';

/** How long a copy's confirmation stays in the status line. */
const statusMs = 4000;

/**
 * Above the workspace: a button per preset, each with a swatch of its colours (the one the theme
 * equals is pressed), copy and reset, and a status line announcing each copy.
 */
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
      <div className={styles.presets} role="group" aria-labelledby="theme-editor-presets">
        <span id="theme-editor-presets" className={styles.toolbarLabel}>
          <Translate id="themeEditor.presets.label" description="Label of the preset buttons">
            Presets
          </Translate>
        </span>
        {presets.map((p) => {
          const colours = resolveTheme(p.theme);
          return (
            <button
              key={p.id}
              type="button"
              className={clsx(styles.preset, preset === p.id && styles.presetActive)}
              aria-pressed={preset === p.id}
              onClick={() => setTheme(p.theme)}>
              <span
                className={styles.presetSwatch}
                style={{
                  background: colours.surface.frameFill.value,
                  borderColor: colours.surface.frameBorder.value,
                }}
                aria-hidden="true">
                <span style={{background: colours.palette['primary.main'].value}} />
                <span style={{background: colours.palette['text.body'].value}} />
              </span>
              {say(`themeEditor.preset.${p.id}`)}
            </button>
          );
        })}
      </div>
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
