/** Reading and changing one colour of a theme, immutably, keeping the theme minimal and ordered. */
import {colourPaths, type ColourPath, type ComponentName, type Theme} from './model';

type Tree = {[key: string]: Tree | string | undefined};

/** The colour a theme sets at a path, or undefined when it leaves it to the defaults. */
export function getColour(theme: Theme, path: ColourPath): string | undefined {
  let node: unknown = theme;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

function setIn(node: Tree | undefined, [head, ...rest]: string[], value?: string): Tree {
  const copy: Tree = {...node};
  const child = rest.length === 0 ? value : setIn(copy[head!] as Tree | undefined, rest, value);
  if (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)) {
    delete copy[head!];
  } else copy[head!] = child;
  return copy;
}

/**
 * The theme with the colour at `path` set, or removed when `value` is undefined
 * (empty objects left behind are removed too). The result is in canonical order.
 */
export function setColour(theme: Theme, path: ColourPath, value: string | undefined): Theme {
  return orderTheme(setIn(theme as Tree, path.split('.'), value) as Theme);
}

// The documented order: palette (mode, grey 100 to 1000, primary, warn, text), then components
// and states as the docs list them, each with fill, border, text.
const grey = (path: string): boolean => path.startsWith('palette.grey.');
const orderedPaths = [...colourPaths.filter(grey), ...colourPaths.filter((p) => !grey(p))];

/** The same theme with its keys in the documented order, so the JSON reads the same however edited. */
export function orderTheme(theme: Theme): Theme {
  const mode = theme.palette?.mode;
  let ordered: Tree = mode === undefined ? {} : {palette: {mode}};
  for (const path of orderedPaths) {
    const value = getColour(theme, path);
    if (value !== undefined) ordered = setIn(ordered, path.split('.'), value);
  }
  return ordered as Theme;
}

/** How many colours a theme sets for one component. */
export function overrideCount(theme: Theme, component: ComponentName): number {
  const states = theme.component?.[component] ?? {};
  return Object.values(states).reduce(
    (count, colours) => count + Object.values(colours ?? {}).filter(Boolean).length,
    0,
  );
}
