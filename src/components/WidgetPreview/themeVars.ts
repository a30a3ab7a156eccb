import type {CSSProperties} from 'react';
import {componentNames, componentStates, stateColourKeys} from '@site/src/widgetTheme/model';
import {stateColour, type ResolvedTheme} from '@site/src/widgetTheme/resolve';

/**
 * The merged theme as CSS custom properties, so the preview's stylesheet draws
 * every part from the theme: `--bp-checkbox-hover-border`, `--bp-primary`, ...
 */
export function themeVars(resolved: ResolvedTheme): CSSProperties {
  const vars: Record<string, string> = {
    '--bp-page': resolved.surface.page.value,
    '--bp-frame-fill': resolved.surface.frameFill.value,
    '--bp-frame-border': resolved.surface.frameBorder.value,
    '--bp-primary': resolved.palette['primary.main'].value,
    '--bp-warn': resolved.palette['warn.main'].value,
    '--bp-heading': resolved.palette['text.heading'].value,
    '--bp-body': resolved.palette['text.body'].value,
  };
  for (const name of componentNames) {
    for (const state of componentStates.get(name)!) {
      for (const key of stateColourKeys) {
        vars[`--bp-${name}-${state}-${key}`] = stateColour(resolved, name, state, key).value;
      }
    }
  }
  return vars as CSSProperties;
}
