/**
 * The custom theme object of the Bramble widget, as `render({theme})` and
 * `data-theme` take it (see /custom_themes), and the names of all its keys.
 * `src/data/themeKeys.ts` is the source of truth for components and states.
 */
import {greyShades, themeComponents, type ThemeState} from '@site/src/data/themeKeys';

export type {ThemeState} from '@site/src/data/themeKeys';

export type ThemeMode = 'light' | 'dark';
export const themeModes: readonly ThemeMode[] = ['light', 'dark'];

export type GreyShade = (typeof greyShades)[number];
export {greyShades};

/** A grey scale from its shades, 100 to 1000, separated by spaces. */
export function greyScale(shades: string): Record<GreyShade, string> {
  const colours = shades.split(' ');
  return Object.fromEntries(greyShades.map((shade, i) => [shade, colours[i]])) as Record<
    GreyShade,
    string
  >;
}

/** The colour keys of one component state. */
export type StateColourKey = 'fill' | 'border' | 'text';
export const stateColourKeys: readonly StateColourKey[] = ['fill', 'border', 'text'];

type StateColours = Partial<Record<StateColourKey, string>>;

interface ThemePalette {
  mode?: ThemeMode;
  grey?: Partial<Record<GreyShade, string>>;
  primary?: {main?: string};
  warn?: {main?: string};
  text?: {heading?: string; body?: string};
}

export type ComponentName =
  | 'checkbox'
  | 'challenge'
  | 'modal'
  | 'button'
  | 'link'
  | 'input'
  | 'breadcrumb'
  | 'task'
  | 'prompt'
  | 'skipButton'
  | 'verifyButton'
  | 'slider'
  | 'textarea';

type ThemeComponents = Partial<Record<ComponentName, Partial<Record<ThemeState, StateColours>>>>;

/** A theme as a customer writes it: every part optional. */
export interface Theme {
  palette?: ThemePalette;
  component?: ThemeComponents;
}

/** The components in the documented order, with the states each has. */
export const componentStates: ReadonlyMap<ComponentName, readonly ThemeState[]> = new Map(
  themeComponents.map((c) => [c.name as ComponentName, c.states]),
);
export const componentNames: readonly ComponentName[] = [...componentStates.keys()];

/** The palette's colour paths (relative to `palette`), in the documented order. */
export const paletteColourKeys = [
  'primary.main',
  'warn.main',
  'text.heading',
  'text.body',
  ...greyShades.map((shade) => `grey.${shade}` as const),
] as const;
export type PaletteColourKey = (typeof paletteColourKeys)[number];

/**
 * A colour's place in the theme, dotted as in the docs:
 * `palette.primary.main`, `palette.grey.100`, `component.checkbox.hover.fill`.
 */
export type PalettePath = `palette.${PaletteColourKey}`;
type ComponentPath = `component.${ComponentName}.${ThemeState}.${StateColourKey}`;
export type ColourPath = PalettePath | ComponentPath;

export const palettePath = (key: PaletteColourKey): PalettePath => `palette.${key}`;
export const componentPath = (name: ComponentName, state: ThemeState, key: StateColourKey) =>
  `component.${name}.${state}.${key}` as const;

/** Every colour path a theme may set, palette first. */
export const colourPaths: readonly ColourPath[] = [
  ...paletteColourKeys.map(palettePath),
  ...componentNames.flatMap((component) =>
    componentStates
      .get(component)!
      .flatMap((state) => stateColourKeys.map((key) => componentPath(component, state, key))),
  ),
];

/** `#rgb` or `#rrggbb`, as the widget accepts. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** `#abc` → `#aabbcc`, lower case: the form a native colour input takes. */
export function toLongHex(value: string): string {
  const hex = value.toLowerCase();
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}
