/**
 * Merging a theme with the defaults: every colour the widget draws, and where
 * each comes from. A colour the theme leaves out inherits from its mode's
 * palette, then from other colours (a hover fill from the main fill), as the
 * widget does; `source` names the control that decides it, for warnings.
 */
import {colord} from 'colord';
import {contrastRatio} from '@site/src/lib/contrast';
import {getColour, orderTheme, setColour} from './edit';
import {
  componentNames,
  componentPath,
  componentStates,
  greyScale,
  greyShades,
  isHexColour,
  paletteColourKeys,
  palettePath,
  stateColourKeys,
  toLongHex,
  type ColourPath,
  type ComponentName,
  type GreyShade,
  type PaletteColourKey,
  type StateColourKey,
  type Theme,
  type ThemeMode,
  type ThemeState,
} from './model';

/** One colour of the merged theme. */
export interface ResolvedColour {
  /** `#rrggbb`. */
  readonly value: string;
  /** The path whose value this is: the path itself when the theme sets it. */
  readonly source: ColourPath;
  /** Whether the theme sets this path itself. */
  readonly explicit: boolean;
}

type ResolvedState = Readonly<Record<StateColourKey, ResolvedColour>>;

/** Every colour the widget draws with a theme. */
export interface ResolvedTheme {
  readonly mode: ThemeMode;
  readonly palette: Readonly<Record<PaletteColourKey, ResolvedColour>>;
  readonly component: Readonly<Record<ComponentName, Partial<Record<ThemeState, ResolvedState>>>>;
  /** The widget's own frame and the page behind the preview, from the palette. */
  readonly surface: {
    readonly frameFill: ResolvedColour;
    readonly frameBorder: ResolvedColour;
    readonly page: ResolvedColour;
  };
}

const sharedGrey = greyScale(
  '#fbfbfc #f0f1f3 #dcdfe4 #b9bec7 #8a919c #646b76 #4a505a #33373e #202328 #121417',
);
const greyPalette = Object.fromEntries(
  greyShades.map((s) => [`grey.${s}`, sharedGrey[s]]),
) as Record<`grey.${GreyShade}`, string>;

/** The palette each mode starts from: what a theme that says only `{palette: {mode}}` gets. */
export const modePalettes: Readonly<Record<ThemeMode, Record<PaletteColourKey, string>>> = {
  light: {
    'primary.main': '#7b2d8b',
    'warn.main': '#b3261e',
    'text.heading': '#202328',
    'text.body': '#33373e',
    ...greyPalette,
  },
  dark: {
    'primary.main': '#d6a4e6',
    'warn.main': '#ff8a80',
    'text.heading': '#f0f1f3',
    'text.body': '#dcdfe4',
    ...greyPalette,
  },
};

/**
 * How a colour is derived when the theme leaves it out: a palette entry, another
 * component colour, the readable text for a fill, or a step darker (lighter in dark mode).
 */
type Rule =
  | {grey: GreyShade}
  | {palette: 'primary.main' | 'warn.main' | 'text.heading' | 'text.body'}
  | {same: `${ThemeState}.${StateColourKey}`; of?: ComponentName}
  | {on: 'primary.main'}
  | {shade: 'primary.main'; step: 1 | 2};

type StateRules = Partial<Record<StateColourKey, Rule>>;
type ComponentRules = Partial<Record<ThemeState, StateRules>>;

const g = (grey: GreyShade): Rule => ({grey});
const primary: Rule = {palette: 'primary.main'};
const onPrimary: Rule = {on: 'primary.main'};
const same = (ref: `${ThemeState}.${StateColourKey}`): Rule => ({same: ref});
/** A state that only changes its border to the accent (focus). */
const focusRing: StateRules = {fill: same('main.fill'), border: primary, text: same('main.text')};

/** Written for light mode; dark mode mirrors the grey scale (100 ↔ 900). */
const rules: Record<ComponentName, ComponentRules> = {
  checkbox: {
    main: {fill: g(100), border: g(500), text: primary},
    hover: {fill: same('main.fill'), border: g(700), text: same('main.text')},
    focus: focusRing,
    active: {fill: same('main.fill'), border: primary, text: primary},
    disabled: {fill: g(200), border: g(300), text: g(500)},
  },
  challenge: {main: {fill: g(100), border: g(300), text: {palette: 'text.body'}}},
  modal: {main: {fill: g(100), border: g(300), text: {palette: 'text.heading'}}},
  button: {
    main: {fill: g(100), border: g(300), text: g(700)},
    hover: {fill: g(200), border: g(400), text: g(800)},
    focus: focusRing,
    active: {fill: g(300), border: g(400), text: g(900)},
    disabled: {fill: g(100), border: g(200), text: g(400)},
  },
  link: {
    main: {fill: {same: 'main.fill', of: 'modal'}, border: same('main.text'), text: primary},
    hover: {
      fill: same('main.fill'),
      border: same('main.border'),
      text: {shade: 'primary.main', step: 1},
    },
    focus: {fill: same('main.fill'), border: primary, text: same('main.text')},
  },
  input: {
    main: {fill: g(100), border: g(500), text: {palette: 'text.body'}},
    focus: focusRing,
    disabled: {fill: g(200), border: g(300), text: g(500)},
  },
  breadcrumb: {
    main: {fill: g(300), border: g(300), text: g(600)},
    active: {fill: primary, border: primary, text: primary},
  },
  task: {
    main: {fill: g(200), border: g(300), text: g(600)},
    hover: {fill: same('main.fill'), border: g(500), text: same('main.text')},
    focus: focusRing,
    selected: {fill: same('main.fill'), border: primary, text: onPrimary},
  },
  prompt: {main: {fill: primary, border: primary, text: onPrimary}},
  skipButton: {
    main: {fill: g(100), border: g(400), text: g(800)},
    hover: {fill: g(200), border: g(500), text: g(900)},
    focus: focusRing,
    disabled: {fill: g(100), border: g(200), text: g(400)},
  },
  verifyButton: {
    main: {fill: primary, border: primary, text: onPrimary},
    hover: {
      fill: {shade: 'primary.main', step: 1},
      border: {shade: 'primary.main', step: 1},
      text: same('main.text'),
    },
    focus: {fill: same('main.fill'), border: {palette: 'text.heading'}, text: same('main.text')},
    active: {
      fill: {shade: 'primary.main', step: 2},
      border: {shade: 'primary.main', step: 2},
      text: same('main.text'),
    },
    disabled: {fill: g(300), border: g(300), text: g(600)},
  },
  slider: {
    main: {fill: g(300), border: primary, text: {palette: 'text.body'}},
    hover: {
      fill: same('main.fill'),
      border: {shade: 'primary.main', step: 1},
      text: same('main.text'),
    },
    focus: focusRing,
    active: {fill: primary, border: primary, text: same('main.text')},
  },
  textarea: {
    main: {fill: g(100), border: g(500), text: {palette: 'text.body'}},
    focus: focusRing,
    disabled: {fill: g(200), border: g(300), text: g(500)},
  },
};

/** Dark mode uses the grey scale the other way round: light mode's 100 is dark mode's 900. */
function modeGrey(mode: ThemeMode, shade: GreyShade): GreyShade {
  return mode === 'light' || shade === 1000 ? shade : ((1000 - shade) as GreyShade);
}

/** The theme's mode, light unless it says dark. */
export function themeMode(theme: Theme): ThemeMode {
  return theme.palette?.mode === 'dark' ? 'dark' : 'light';
}

function resolvePalette(theme: Theme, mode: ThemeMode): Record<PaletteColourKey, ResolvedColour> {
  const entries = paletteColourKeys.map((key) => {
    const path = palettePath(key);
    const own = getColour(theme, path);
    const explicit = isHexColour(own);
    const value = toLongHex(explicit ? own : modePalettes[mode][key]);
    return [key, {value, source: path, explicit}] as const;
  });
  return Object.fromEntries(entries) as Record<PaletteColourKey, ResolvedColour>;
}

/** Of two colours, the one that reads best on `fill`. */
function readableOn(fill: string, light: string, dark: string): string {
  return contrastRatio(light, fill) >= contrastRatio(dark, fill) ? light : dark;
}

/**
 * Merges a theme with its mode's defaults. Values that are not hex colours
 * are treated as left out (validation reports them; the preview never breaks).
 */
export function resolveTheme(theme: Theme): ResolvedTheme {
  const mode = themeMode(theme);
  const palette = resolvePalette(theme, mode);
  const grey = (shade: GreyShade): ResolvedColour => palette[`grey.${modeGrey(mode, shade)}`];
  const component = {} as Record<ComponentName, Partial<Record<ThemeState, ResolvedState>>>;

  function derive(name: ComponentName, rule: Rule): ResolvedColour {
    if ('grey' in rule) return grey(rule.grey);
    if ('palette' in rule) return palette[rule.palette];
    if ('same' in rule) {
      const [state, key] = rule.same.split('.') as [ThemeState, StateColourKey];
      return resolveOne(rule.of ?? name, state, key);
    }
    if ('on' in rule) {
      const base = palette[rule.on];
      const value = readableOn(base.value, palette['grey.100'].value, palette['grey.1000'].value);
      return {value, source: base.source, explicit: false};
    }
    const base = palette[rule.shade];
    const amount = 0.07 * rule.step;
    const shifted =
      mode === 'light' ? colord(base.value).darken(amount) : colord(base.value).lighten(amount);
    return {value: shifted.toHex(), source: base.source, explicit: false};
  }

  function resolveOne(name: ComponentName, state: ThemeState, key: StateColourKey): ResolvedColour {
    const done = component[name]?.[state]?.[key];
    if (done) return done;
    const path = componentPath(name, state, key);
    const own = getColour(theme, path);
    if (isHexColour(own)) return {value: toLongHex(own), source: path, explicit: true};
    const rule = rules[name][state]?.[key];
    // Every state of every component has a rule for each key (checked by the tests).
    const derived = derive(name, rule!);
    return {...derived, explicit: false};
  }

  for (const name of componentNames) {
    component[name] = {};
    for (const state of componentStates.get(name)!) {
      const resolved = Object.fromEntries(
        stateColourKeys.map((key) => [key, resolveOne(name, state, key)]),
      ) as Record<StateColourKey, ResolvedColour>;
      component[name][state] = resolved;
    }
  }
  return {
    mode,
    palette,
    component,
    surface: {
      frameFill: grey(100),
      frameBorder: grey(300),
      page: mode === 'light' ? palette['grey.200'] : palette['grey.1000'],
    },
  };
}

/** A resolved colour of a component state (every state listed in themeKeys.ts exists). */
export function stateColour(
  resolved: ResolvedTheme,
  name: ComponentName,
  state: ThemeState,
  key: StateColourKey,
): ResolvedColour {
  return resolved.component[name][state]![key];
}

/**
 * The theme in another mode. Palette colours still at the old mode's default
 * move to the new mode's default, so text stays readable; colours the customer
 * chose are kept.
 */
export function switchMode(theme: Theme, mode: ThemeMode): Theme {
  const from = themeMode(theme);
  let next: Theme = orderTheme({...theme, palette: {...theme.palette, mode}});
  if (from === mode) return next;
  for (const key of paletteColourKeys) {
    const path = palettePath(key);
    const own = getColour(theme, path);
    if (own !== undefined && isHexColour(own) && toLongHex(own) === modePalettes[from][key]) {
      next = setColour(next, path, modePalettes[mode][key]);
    }
  }
  return next;
}
