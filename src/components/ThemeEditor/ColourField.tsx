import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {getColour} from '@site/src/widgetTheme/edit';
import {isHexColour, toLongHex, type ColourPath} from '@site/src/widgetTheme/model';
import type {ResolvedColour} from '@site/src/widgetTheme/resolve';
import {formatRatio} from '@site/src/widgetTheme/contrastChecks';
import {contrastWarning} from './messages';
import type {FieldContext} from './useThemeEditorState';
import styles from './styles';

/**
 * One colour of the theme: a text field with the hex value (labelled with its
 * theme path), a native colour picker beside it, and any contrast failure.
 * An empty field means "inherit"; the inherited colour shows as the placeholder.
 */
export default function ColourField({
  path,
  context: {theme, failing: failingByPath, onChange},
  resolved,
  hint,
}: {
  path: ColourPath;
  context: FieldContext;
  /** The colour the widget draws here, and where it comes from when the theme leaves it out. */
  resolved: ResolvedColour;
  hint?: ReactNode;
}): ReactNode {
  // The label shows the end of the path: the group around the field names the rest.
  const shownLabel = path.startsWith('palette.') ? path.slice(8) : path.split('.').at(-1);
  const value = getColour(theme, path);
  const effective = resolved.value;
  const inheritedFrom = resolved.source;
  const failing = failingByPath.get(path) ?? [];
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [previous, setPrevious] = useState(value);
  // A change from elsewhere (preset, JSON, reset) replaces what was typed.
  if (value !== previous) {
    setPrevious(value);
    setDraft(value ?? '');
  }
  const trimmed = draft.trim();
  const invalid = trimmed !== '' && !isHexColour(trimmed);
  const describedBy = [
    hint && `${id}-hint`,
    invalid && `${id}-error`,
    failing.length > 0 && `${id}-contrast`,
  ]
    .filter(Boolean)
    .join(' ');

  function commit(text: string): void {
    setDraft(text);
    const next = text.trim();
    if (next === '') onChange(path, undefined);
    else if (isHexColour(next)) onChange(path, next);
  }

  return (
    <div className={clsx(styles.field, failing.length > 0 && styles.fieldWarn)} data-path={path}>
      <div className={styles.fieldHead}>
        <label className={styles.fieldLabel} htmlFor={id}>
          <code>{shownLabel}</code>
        </label>
        {failing.length > 0 && (
          // In the label's line, which is there anyway: a shared theme read after the first paint
          // flags its fields without pushing the ones below. The field's description says it all.
          <span
            className={clsx(styles.badge, styles.badgeWarn)}
            title={failing.map(contrastWarning).join('\n')}
            aria-hidden="true">
            {`${formatRatio(Math.min(...failing.map((check) => check.ratio)))}:1`}
          </span>
        )}
      </div>
      <div className={styles.fieldRow}>
        <input
          type="color"
          className={styles.swatch}
          value={toLongHex(effective)}
          onChange={(event) => commit(event.target.value)}
          aria-label={translate(
            {
              id: 'themeEditor.field.picker',
              message: 'Colour picker for {path}',
              description: 'Accessible name of a colour picker; {path} is a theme path',
            },
            {path},
          )}
        />
        <input
          id={id}
          // The full theme path; the visible label is its end (the group around says the rest).
          aria-label={path}
          className={styles.hexInput}
          value={draft}
          placeholder={effective}
          onChange={(event) => commit(event.target.value)}
          onBlur={() => {
            if (!invalid) setDraft(value ?? '');
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          maxLength={16}
        />
        {value !== undefined && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => commit('')}
            title={translate({
              id: 'themeEditor.field.clear',
              message: 'Inherit again',
              description: 'Tooltip of the button that removes a colour from the theme',
            })}
            aria-label={translate(
              {
                id: 'themeEditor.field.clearLabel',
                message: 'Remove {path} from the theme',
                description: '{path} is a theme path',
              },
              {path},
            )}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {value === undefined && inheritedFrom !== path && (
        <p className={styles.inherited}>
          <Translate
            id="themeEditor.field.inherits"
            description="Under an empty colour field; {path} is the theme path it follows"
            values={{path: <code>{inheritedFrom}</code>}}>
            {'Follows {path}'}
          </Translate>
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className={styles.fieldError}>
          <Translate
            id="themeEditor.field.invalid"
            description="Under a colour field with a bad value">
            Not a hex colour: write #rgb or #rrggbb. The preview keeps the last valid colour.
          </Translate>
        </p>
      )}
      {failing.length > 0 && (
        <ul id={`${id}-contrast`} className={styles.visuallyHidden}>
          {failing.map((check) => (
            <li key={check.id}>{contrastWarning(check)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
