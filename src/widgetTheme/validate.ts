/**
 * Checking a theme as the editor receives it (JSON text, or a value from a
 * shared link): every problem with the theme path it concerns and, for text,
 * its line, so a person can find and fix it.
 */
import {colourPaths, isHexColour, themeModes, type Theme, type ThemeMode} from './model';
import {orderTheme} from './edit';
import type {JsonSyntaxReason} from './jsonWithPositions';

type ThemeIssue =
  | {readonly code: 'syntax'; readonly reason: JsonSyntaxReason}
  | {
      readonly code: 'unknown-key';
      /** The keys allowed where the unknown one is. */
      readonly allowed: readonly string[];
      /** The allowed key it most likely meant, when one is close. */
      readonly suggestion?: string;
    }
  | {readonly code: 'expected-object'}
  | {readonly code: 'expected-colour'; readonly value: string}
  | {readonly code: 'expected-mode'; readonly value: string};

/** A problem, where it is: `path` is the theme path (`''` for the whole theme). */
export type LocatedIssue = ThemeIssue & {
  readonly path: string;
  /** Offsets in the text (end exclusive) and the 1-based line, when checked from text. */
  readonly from?: number;
  readonly to?: number;
  readonly line?: number;
};

export type ThemeCheck =
  | {readonly ok: true; readonly theme: Theme}
  | {readonly ok: false; readonly issues: readonly LocatedIssue[]};

/** Levenshtein distance, small strings only. */
function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(
        row[j]! + 1,
        row[j - 1]! + 1,
        previous + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      );
      previous = current;
    }
  }
  return row[b.length]!;
}

function suggest(key: string, allowed: readonly string[]): string | undefined {
  if (key.length > 40) return undefined;
  const best = allowed
    .map((candidate) => ({candidate, d: distance(key, candidate)}))
    .sort((a, b) => a.d - b.d)[0];
  return best && best.d <= Math.max(1, Math.floor(best.candidate.length / 3))
    ? best.candidate
    : undefined;
}

/** A short, printable form of any JSON value, for messages. */
function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? '');
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** What a theme may hold, from the colour paths: a nested object, a colour or the mode. */
type Shape = {[key: string]: Shape | 'colour' | 'mode'};
const themeShape: Shape = {palette: {mode: 'mode', grey: {}}, component: {}};
for (const path of colourPaths) {
  const keys = path.split('.');
  let node = themeShape;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Shape;
  node[keys.at(-1)!] = 'colour';
}

/**
 * Every problem of a parsed theme value. Unknown keys are errors here, although
 * the widget ignores them: in an editor they are typos.
 */
export function themeIssues(value: unknown): LocatedIssue[] {
  const issues: LocatedIssue[] = [];
  const check = (node: unknown, shape: Shape[string], path: string): void => {
    if (shape === 'colour' && !isHexColour(node)) {
      issues.push({code: 'expected-colour', path, value: describe(node)});
    } else if (shape === 'mode' && !themeModes.includes(node as ThemeMode)) {
      issues.push({code: 'expected-mode', path, value: describe(node)});
    } else if (
      typeof shape === 'object' &&
      (typeof node !== 'object' || !node || Array.isArray(node))
    ) {
      issues.push({code: 'expected-object', path});
    } else if (typeof shape === 'object') {
      const allowed = Object.keys(shape);
      for (const [key, child] of Object.entries(node as object)) {
        const at = path === '' ? key : `${path}.${key}`;
        if (Object.hasOwn(shape, key)) check(child, shape[key]!, at);
        else
          issues.push({code: 'unknown-key', path: at, allowed, suggestion: suggest(key, allowed)});
      }
    }
  };
  check(value, themeShape, '');
  return issues;
}

/** Copies a checked value into a plain theme object (null-prototype objects become plain). */
export function toTheme(value: unknown): Theme {
  return orderTheme(JSON.parse(JSON.stringify(value)) as Theme);
}

/** Checks a value (from a link, say): the theme, or its problems with their paths. */
export function checkThemeValue(value: unknown): ThemeCheck {
  const issues = themeIssues(value);
  return issues.length === 0 ? {ok: true, theme: toTheme(value)} : {ok: false, issues};
}
