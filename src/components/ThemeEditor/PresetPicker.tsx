import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {Theme} from '@site/src/widgetTheme/model';
import {presets, type PresetId} from '@site/src/widgetTheme/presets';
import {resolveTheme} from '@site/src/widgetTheme/resolve';
import {presetName} from './messages';
import styles from './styles';

/** A button per preset, each with a swatch of its colours; the one the theme equals is pressed. */
export default function PresetPicker({
  current,
  onPick,
}: {
  current: PresetId | undefined;
  onPick: (theme: Theme) => void;
}): ReactNode {
  return (
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
            className={clsx(styles.preset, current === p.id && styles.presetActive)}
            aria-pressed={current === p.id}
            onClick={() => onPick(p.theme)}>
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
            {presetName(p.id)}
          </button>
        );
      })}
    </div>
  );
}
