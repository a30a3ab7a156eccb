/** The widget's theme: a name, or a custom theme checked against the theme keys of src/data. */
import {componentStates, paletteColours} from '../facts';
import type {Theme as ThemeObject} from '../../../src/widgetTheme/model';
import type {CustomTheme} from '../shared';
import {config, type Theme} from './widgets';

const themes = ['light', 'dark', 'auto', 'contrast'];
const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const stateColours = ['fill', 'border', 'text'];

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A theme name, JSON in data-theme, or an object; an invalid custom theme falls back to light. */
export function resolveTheme(value: unknown): Theme {
  if (value === undefined || value === null || value === '') return {name: 'light'};
  let theme = value;
  if (typeof value === 'string') {
    if (themes.includes(value)) return {name: value};
    if (!value.trim().startsWith('{')) {
      console.warn(`bramble: unknown theme "${value}", using light`);
      return {name: 'light'};
    }
    try {
      theme = JSON.parse(value);
    } catch {
      return {name: 'light', invalid: true};
    }
  }
  if (!config.custom || !isObject(theme) || !valid(theme)) return {name: 'light', invalid: true};
  return {name: 'custom', custom: forFrames(theme)};
}

/** Unknown keys are ignored; a known key holds an object, and a colour a hex string. */
function valid(theme: Node): theme is Node & ThemeObject {
  const ok = (node: unknown, keys: readonly string[], check: (value: unknown) => boolean) =>
    node === undefined ||
    (isObject(node) && keys.every((key) => node[key] === undefined || check(node[key])));
  const colour = (value: unknown) => typeof value === 'string' && hex.test(value);
  const {palette = {}, component = {}} = theme;
  if (!isObject(palette) || !isObject(component)) return false;
  if (![undefined, 'light', 'dark'].includes(palette.mode as string)) return false;
  return (
    Object.entries(paletteColours).every(([group, keys]) => ok(palette[group], keys, colour)) &&
    Object.entries(componentStates).every(([name, states]) =>
      ok(component[name], states, (state) => ok(state, stateColours, colour)),
    )
  );
}

/** Enough of a custom theme for the frames to show it: the mode and a few colours. */
function forFrames({palette, component}: ThemeObject): CustomTheme {
  return {
    mode: palette?.mode ?? 'light',
    colours: {
      '--bramble-primary': palette?.primary?.main,
      '--bramble-text': palette?.text?.body,
      '--bramble-fill': component?.checkbox?.main?.fill,
      '--bramble-border': component?.checkbox?.main?.border,
    },
  };
}
