/**
 * The colour pairs the widget draws, each checked against WCAG AA: 4.5:1 for
 * text, 3:1 for the shapes a visitor must see (box borders, focus rings, the
 * checkmark, a selected tile).
 */
import {contrastRatio, minimumTextContrast} from '@site/src/lib/contrast';
import {
  componentPath,
  type ColourPath,
  type ComponentName,
  type StateColourKey,
  type ThemeState,
} from './model';
import {stateColour, type ResolvedColour, type ResolvedTheme} from './resolve';

/** WCAG 1.4.11: user-interface components and graphical objects. */
const minimumGraphicContrast = 3;

export interface ContrastCheck {
  readonly id: ContrastPairId;
  readonly foreground: ResolvedColour & {readonly path: ColourPath};
  readonly background: ResolvedColour & {readonly path: ColourPath};
  readonly kind: 'text' | 'graphic';
  readonly minimum: number;
  /** Unrounded. */
  readonly ratio: number;
  readonly passes: boolean;
  /**
   * The controls that decide this pair: the two paths drawn and the paths
   * their colours come from. A failing pair is shown next to each.
   */
  readonly paths: readonly ColourPath[];
}

type Pair = readonly [string, 'text' | 'graphic', Ref, Ref];
type Ref =
  readonly [ComponentName, ThemeState, StateColourKey] | 'frameFill' | 'text.body' | 'warn.main';

const pairs = [
  ['checkboxLabel', 'text', 'text.body', 'frameFill'],
  ['checkboxError', 'text', 'warn.main', 'frameFill'],
  ['checkboxBorder', 'graphic', ['checkbox', 'main', 'border'], 'frameFill'],
  ['checkboxFocus', 'graphic', ['checkbox', 'focus', 'border'], 'frameFill'],
  ['checkmark', 'graphic', ['checkbox', 'active', 'text'], ['checkbox', 'active', 'fill']],
  ['modalTitle', 'text', ['modal', 'main', 'text'], ['modal', 'main', 'fill']],
  ['challengeText', 'text', ['challenge', 'main', 'text'], ['challenge', 'main', 'fill']],
  ['prompt', 'text', ['prompt', 'main', 'text'], ['prompt', 'main', 'fill']],
  ['link', 'text', ['link', 'main', 'text'], ['link', 'main', 'fill']],
  ['button', 'text', ['button', 'main', 'text'], ['button', 'main', 'fill']],
  ['buttonHover', 'text', ['button', 'hover', 'text'], ['button', 'hover', 'fill']],
  ['skipButton', 'text', ['skipButton', 'main', 'text'], ['skipButton', 'main', 'fill']],
  ['skipButtonHover', 'text', ['skipButton', 'hover', 'text'], ['skipButton', 'hover', 'fill']],
  ['verifyButton', 'text', ['verifyButton', 'main', 'text'], ['verifyButton', 'main', 'fill']],
  [
    'verifyButtonHover',
    'text',
    ['verifyButton', 'hover', 'text'],
    ['verifyButton', 'hover', 'fill'],
  ],
  ['taskSelected', 'graphic', ['task', 'selected', 'border'], ['challenge', 'main', 'fill']],
  ['input', 'text', ['input', 'main', 'text'], ['input', 'main', 'fill']],
  ['inputBorder', 'graphic', ['input', 'main', 'border'], ['challenge', 'main', 'fill']],
  ['textarea', 'text', ['textarea', 'main', 'text'], ['textarea', 'main', 'fill']],
] as const satisfies readonly Pair[];

export type ContrastPairId = (typeof pairs)[number][0];

function lookup(resolved: ResolvedTheme, ref: Ref): ResolvedColour & {path: ColourPath} {
  if (typeof ref !== 'string')
    return {...stateColour(resolved, ...ref), path: componentPath(...ref)};
  // A palette colour's source is its own path.
  const colour = ref === 'frameFill' ? resolved.surface.frameFill : resolved.palette[ref];
  return {...colour, path: colour.source};
}

/** Every pair the widget draws, with its ratio, failing pairs first. */
export function contrastChecks(resolved: ResolvedTheme): ContrastCheck[] {
  return pairs
    .map(([id, kind, fg, bg]): ContrastCheck => {
      const foreground = lookup(resolved, fg);
      const background = lookup(resolved, bg);
      const ratio = contrastRatio(foreground.value, background.value);
      const minimum = kind === 'text' ? minimumTextContrast : minimumGraphicContrast;
      const paths = [
        ...new Set([foreground.path, foreground.source, background.path, background.source]),
      ];
      return {id, kind, foreground, background, minimum, ratio, passes: ratio >= minimum, paths};
    })
    .sort((a, b) => Number(a.passes) - Number(b.passes));
}

/** The ratio as people write it: 4.49:1 stays 4.49 (never rounded up to a pass). */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}
