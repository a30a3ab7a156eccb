import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {paletteKeys} from '@site/src/data/themeKeys';
import InlineText from '@site/src/components/FactTables/InlineText';
import {themeModes, type ThemeMode} from '@site/src/widgetTheme/model';
import styles from './styles';

/** The theme path the group edits, shown as its title (code, not translated). */
const modePath = 'palette.mode';

function modeLabel(mode: ThemeMode): string {
  return mode === 'light'
    ? translate({
        id: 'themeEditor.mode.light',
        message: 'Light',
        description: 'Palette mode option',
      })
    : translate({id: 'themeEditor.mode.dark', message: 'Dark', description: 'Palette mode option'});
}

/** `palette.mode` as two radio buttons; switching mode moves default colours to the new mode's (switchMode). */
export default function ModeSwitch({
  mode,
  setMode,
}: {
  /** The theme's mode, its default filled in. */
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>
        <code>{modePath}</code>
      </legend>
      <div className={styles.segmented}>
        {themeModes.map((option) => (
          <label
            key={option}
            className={clsx(styles.segment, mode === option && styles.segmentActive)}>
            <input
              type="radio"
              name="theme-editor-mode"
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            {modeLabel(option)}
          </label>
        ))}
      </div>
      <p className={styles.hint}>
        <InlineText text={paletteKeys.find((k) => k.path === 'mode')!.description} />
      </p>
    </fieldset>
  );
}
