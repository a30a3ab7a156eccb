/** Reading and changing one colour of a theme, immutably, keeping the theme minimal and ordered. */
import {
  componentNames,
  componentStates,
  greyShades,
  paletteColourKeys,
  stateColourKeys,
  type ColourPath,
  type ComponentName,
  type StateColourKey,
  type Theme,
  type ThemeMode,
  type ThemeState,
} from './model';

type Tree = {[key: string]: Tree | string | undefined};

function segments(path: ColourPath): string[] {
  return path.split('.');
}

/** The colour a theme sets at a path, or undefined when it leaves it to the defaults. */
export function getColour(theme: Theme, path: ColourPath): string | undefined {
  let node: unknown = theme;
  for (const segment of segments(path)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

function setIn(node: Tree | undefined, [head, ...rest]: string[], value?: string): Tree {
  const copy: Tree = {...node};
  if (rest.length === 0) {
    if (value === undefined) delete copy[head!];
    else copy[head!] = value;
  } else {
    const child = setIn(copy[head!] as Tree | undefined, rest, value);
    if (Object.keys(child).length === 0) delete copy[head!];
    else copy[head!] = child;
  }
  return copy;
}

/**
 * The theme with the colour at `path` set, or removed when `value` is undefined
 * (empty objects left behind are removed too). The result is in canonical order.
 */
export function setColour(theme: Theme, path: ColourPath, value: string | undefined): Theme {
  return orderTheme(setIn(theme as Tree, segments(path), value) as Theme);
}

/**
 * The same theme with its keys in the documented order (palette: mode, grey 100 to 1000,
 * primary, warn, text; components and states as listed in the docs; fill, border, text),
 * so the JSON reads the same whichever way it was edited.
 */
export function orderTheme(theme: Theme): Theme {
  const ordered: Theme = {};
  const palette = theme.palette;
  if (palette) {
    const out: Tree = {};
    if (palette.mode !== undefined) out.mode = palette.mode;
    if (palette.grey) {
      const grey: Tree = {};
      for (const shade of greyShades) {
        const value = palette.grey[shade];
        if (value !== undefined) grey[shade] = value;
      }
      if (Object.keys(grey).length > 0) out.grey = grey;
    }
    for (const key of paletteColourKeys) {
      if (key.startsWith('grey.')) continue;
      const [group, name] = key.split('.') as [string, string];
      const value = (palette as Tree & {[k: string]: Tree | undefined})[group]?.[name];
      if (typeof value === 'string') out[group] = {...(out[group] as Tree), [name]: value};
    }
    if (Object.keys(out).length > 0) ordered.palette = out as Theme['palette'];
  }
  const components = theme.component;
  if (components) {
    const out: Tree = {};
    for (const name of componentNames) {
      const states = components[name];
      if (!states) continue;
      const stateOut: Tree = {};
      for (const state of componentStates.get(name)!) {
        const colours = states[state];
        if (!colours) continue;
        const colourOut: Tree = {};
        for (const key of stateColourKeys) {
          if (colours[key] !== undefined) colourOut[key] = colours[key];
        }
        if (Object.keys(colourOut).length > 0) stateOut[state] = colourOut;
      }
      if (Object.keys(stateOut).length > 0) out[name] = stateOut;
    }
    if (Object.keys(out).length > 0) ordered.component = out as Theme['component'];
  }
  return ordered;
}

/** How many colours a theme sets for one component. */
export function overrideCount(theme: Theme, component: ComponentName): number {
  const states = theme.component?.[component] ?? {};
  return Object.values(states).reduce(
    (count, colours) => count + Object.values(colours ?? {}).filter(Boolean).length,
    0,
  );
}

/** The component paths of one state, for a row of fields. */
export function statePaths(
  component: ComponentName,
  state: ThemeState,
): Record<StateColourKey, ColourPath> {
  return {
    fill: `component.${component}.${state}.fill`,
    border: `component.${component}.${state}.border`,
    text: `component.${component}.${state}.text`,
  };
}

/** The theme with another palette mode. */
export function setMode(theme: Theme, mode: ThemeMode): Theme {
  return orderTheme({...theme, palette: {...theme.palette, mode}});
}
