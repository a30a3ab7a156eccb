import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {paletteKeys} from '@site/src/data/themeKeys';
import InlineText from '@site/src/components/FactTables/InlineText';
import {getColour} from '@site/src/widgetTheme/edit';
import {
  componentNames,
  greyShades,
  palettePath,
  stateColourKeys,
  type PaletteColourKey,
  type ThemeMode,
} from '@site/src/widgetTheme/model';
import ComponentGroup from './ComponentGroup';
import ModeSwitch from './ModeSwitch';
import ColourField from './ColourField';
import type {FieldContext} from './useThemeEditorState';
import styles from './styles';

/** The grey scale's theme path, shown as its group title (code, not translated). */
const greyPath = 'palette.grey';

function paletteKeyDescription(path: string): ReactNode {
  return <InlineText text={paletteKeys.find((k) => k.path === path)!.description} />;
}

/** The field of one palette colour, labelled with its key (the group says `palette`). */
function PaletteField({colourKey, context}: {colourKey: PaletteColourKey; context: FieldContext}) {
  const path = palettePath(colourKey);
  return (
    <ColourField
      path={path}
      shownLabel={colourKey}
      value={getColour(context.theme, path)}
      effective={context.resolved.palette[colourKey].value}
      failing={context.failing.get(path) ?? []}
      hint={colourKey.startsWith('grey.') ? undefined : paletteKeyDescription(colourKey)}
      onChange={context.onChange}
    />
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
      <ModeSwitch mode={context.resolved.mode} setMode={setMode} />

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
