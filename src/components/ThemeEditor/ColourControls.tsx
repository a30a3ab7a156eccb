import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {paletteKeys, themeComponents} from '@site/src/data/themeKeys';
import InlineText from '@site/src/components/FactTables/InlineText';
import {overrideCount} from '@site/src/widgetTheme/edit';
import {
  componentNames,
  componentStates,
  greyShades,
  palettePath,
  stateColourKeys,
  themeModes,
  type ComponentName,
  type PaletteColourKey,
  type ThemeMode,
} from '@site/src/widgetTheme/model';
import {stateColour} from '@site/src/widgetTheme/resolve';
import ColourField from './ColourField';
import {say} from './messages';
import type {FieldContext} from './useThemeEditorState';
import styles from './styles';

// The theme paths two groups edit, shown as their titles (code, not translated).
const [modePath, greyPath] = ['palette.mode', 'palette.grey'];

function paletteKeyDescription(path: string): ReactNode {
  return <InlineText text={paletteKeys.find((k) => k.path === path)!.description} />;
}

/** The field of one palette colour. */
function PaletteField({colourKey, context}: {colourKey: PaletteColourKey; context: FieldContext}) {
  return (
    <ColourField
      path={palettePath(colourKey)}
      context={context}
      resolved={context.resolved.palette[colourKey]}
      hint={colourKey.startsWith('grey.') ? undefined : paletteKeyDescription(colourKey)}
    />
  );
}

/**
 * One component's colours, folded: its summary counts what the theme sets and
 * the pairs that fail contrast, so a closed group still shows where to look.
 */
function ComponentGroup({name, context}: {name: ComponentName; context: FieldContext}): ReactNode {
  const description = themeComponents.find((c) => c.name === name)!.description;
  const overrides = overrideCount(context.theme, name);
  const warnings = new Set(
    componentStates
      .get(name)!
      .flatMap((state) =>
        stateColourKeys.flatMap(
          (key) => context.failing.get(`component.${name}.${state}.${key}`) ?? [],
        ),
      )
      .map((check) => check.id),
  ).size;
  return (
    <details className={styles.component}>
      <summary className={styles.componentSummary}>
        <code className={styles.componentName}>{name}</code>
        <span className={styles.componentDescription}>
          <InlineText text={description} />
        </span>
        {overrides > 0 && (
          <span className={styles.badge}>
            <Translate
              id="themeEditor.component.overrides"
              description="Badge: how many colours the theme sets for a component"
              values={{count: overrides}}>
              {'{count} set'}
            </Translate>
          </span>
        )}
        {warnings > 0 && (
          <span className={clsx(styles.badge, styles.badgeWarn)}>
            <Translate
              id="themeEditor.component.warnings"
              description="Badge: how many colour pairs of a component fail contrast"
              values={{count: warnings}}>
              {'{count} low contrast'}
            </Translate>
          </span>
        )}
      </summary>
      <div className={styles.states}>
        {componentStates.get(name)!.map((state) => (
          <fieldset key={state} className={styles.state}>
            <legend className={styles.stateLegend}>
              <code>{state}</code>
            </legend>
            <div className={styles.stateFields}>
              {stateColourKeys.map((key) => (
                <ColourField
                  key={key}
                  path={`component.${name}.${state}.${key}`}
                  context={context}
                  resolved={stateColour(context.resolved, name, state, key)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </details>
  );
}

/** The Colours tab: the mode, a field for every palette colour, then each component's colours. */
export default function ColourControls({
  context,
  setMode,
}: {
  context: FieldContext;
  setMode: (mode: ThemeMode) => void;
}): ReactNode {
  return (
    <>
      {/* Switching mode moves colours still at the old mode's defaults to the new one's (switchMode). */}
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <code>{modePath}</code>
        </legend>
        <div className={styles.segmented}>
          {themeModes.map((option) => (
            <label
              key={option}
              className={clsx(
                styles.segment,
                context.resolved.mode === option && styles.segmentActive,
              )}>
              <input
                type="radio"
                name="theme-editor-mode"
                value={option}
                checked={context.resolved.mode === option}
                onChange={() => setMode(option)}
              />
              {say(`themeEditor.mode.${option}`)}
            </label>
          ))}
        </div>
        <p className={styles.hint}>{paletteKeyDescription('mode')}</p>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <Translate id="themeEditor.palette.title" description="Title of the palette colours">
            Palette colours
          </Translate>
        </legend>
        <div className={styles.paletteFields}>
          {(['primary.main', 'warn.main', 'text.heading', 'text.body'] as const).map((key) => (
            <PaletteField key={key} colourKey={key} context={context} />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <code>{greyPath}</code>
        </legend>
        <p className={styles.hint}>{paletteKeyDescription('grey')}</p>
        <div className={styles.greyFields}>
          {greyShades.map((shade) => (
            <PaletteField key={shade} colourKey={`grey.${shade}`} context={context} />
          ))}
        </div>
      </fieldset>

      <div className={styles.group}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no anchor for the tool's own headings */}
        <h3 className={styles.groupTitle}>
          <Translate id="themeEditor.components.title" description="Title of the component colours">
            Component colours
          </Translate>
        </h3>
        <p className={styles.hint}>
          <Translate
            id="themeEditor.components.hint"
            description="Under the component colours title"
            values={{
              fill: <code>{stateColourKeys[0]}</code>,
              border: <code>{stateColourKeys[1]}</code>,
              text: <code>{stateColourKeys[2]}</code>,
            }}>
            {
              'Each state has a {fill}, a {border} and a {text} colour. Leave a field empty to inherit from the palette; set one only where the result is not what you want.'
            }
          </Translate>
        </p>
        {componentNames.map((name) => (
          <ComponentGroup key={name} name={name} context={context} />
        ))}
      </div>
    </>
  );
}
