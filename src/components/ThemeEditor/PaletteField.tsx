import React, {type ReactNode} from 'react';
import {getColour} from '@site/src/widgetTheme/edit';
import {palettePath, type PaletteColourKey} from '@site/src/widgetTheme/model';
import ColourField from './ColourField';
import type {FieldContext} from './useThemeEditorState';

/** The field of one palette colour, labelled with its key (the group says `palette`). */
export default function PaletteField({
  colourKey,
  context,
  hint,
}: {
  colourKey: PaletteColourKey;
  context: FieldContext;
  hint?: ReactNode;
}): ReactNode {
  const path = palettePath(colourKey);
  return (
    <ColourField
      path={path}
      shownLabel={colourKey}
      value={getColour(context.theme, path)}
      effective={context.resolved.palette[colourKey].value}
      failing={context.failing.get(path) ?? []}
      hint={hint}
      onChange={context.onChange}
    />
  );
}
