/**
 * Checking a theme as the editor receives it (JSON text, or a value from a
 * shared link): every problem with the theme path it concerns and, for text,
 * its line, so a person can find and fix it.
 */
import {
  componentStates,
  greyShades,
  isHexColour,
  stateColourKeys,
  themeModes,
  type ComponentName,
  type Theme,
  type ThemeState,
} from './model';
import {orderTheme} from './edit';
import {
  JsonSyntaxError,
  lineAndColumn,
  parseJsonWithPositions,
  type JsonSyntaxReason,
  type Located,
} from './jsonWithPositions';

export type ThemeIssue =
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
  readonly column?: number;
};

export type ThemeCheck =
  | {readonly ok: true; readonly theme: Theme}
  | {readonly ok: false; readonly issues: readonly LocatedIssue[]};

const paletteKeys = ['mode', 'grey', 'primary', 'warn', 'text'] as const;
const paletteGroups: Record<string, readonly string[]> = {
  primary: ['main'],
  warn: ['main'],
  text: ['heading', 'body'],
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

/**
 * Every problem of a parsed theme value, in document order. Unknown keys are
 * errors here, although the widget ignores them: in an editor they are typos.
 */
export function themeIssues(value: unknown): LocatedIssue[] {
  const issues: LocatedIssue[] = [];
  const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

  function object(path: string, node: unknown): node is Record<string, unknown> {
    if (isPlainObject(node)) return true;
    issues.push({code: 'expected-object', path});
    return false;
  }
  function keys(path: string, node: Record<string, unknown>, allowed: readonly string[]): string[] {
    const known: string[] = [];
    for (const key of Object.keys(node)) {
      if (allowed.includes(key)) known.push(key);
      else {
        issues.push({
          code: 'unknown-key',
          path: join(path, key),
          allowed,
          suggestion: suggest(key, allowed),
        });
      }
    }
    return known;
  }
  function colour(path: string, node: unknown): void {
    if (!isHexColour(node)) issues.push({code: 'expected-colour', path, value: describe(node)});
  }

  if (!object('', value)) return issues;
  for (const top of keys('', value, ['palette', 'component'])) {
    const node = value[top];
    if (!object(top, node)) continue;
    if (top === 'palette') {
      for (const key of keys('palette', node, paletteKeys)) {
        const path = `palette.${key}`;
        const child = node[key];
        if (key === 'mode') {
          if (typeof child !== 'string' || !themeModes.includes(child as 'light')) {
            issues.push({code: 'expected-mode', path, value: describe(child)});
          }
        } else if (object(path, child)) {
          const allowed = key === 'grey' ? greyShades.map(String) : paletteGroups[key]!;
          for (const name of keys(path, child, allowed)) colour(`${path}.${name}`, child[name]);
        }
      }
    } else {
      const names = [...componentStates.keys()];
      for (const name of keys('component', node, names)) {
        const path = `component.${name}`;
        const states = node[name];
        if (!object(path, states)) continue;
        const allowedStates = componentStates.get(name as ComponentName)!;
        for (const state of keys(path, states, allowedStates)) {
          const statePath = `${path}.${state}`;
          const colours = states[state as ThemeState];
          if (!object(statePath, colours)) continue;
          for (const key of keys(statePath, colours, stateColourKeys)) {
            colour(`${statePath}.${key}`, colours[key]);
          }
        }
      }
    }
  }
  return issues;
}

/** Copies a checked value into a plain theme object (null-prototype objects become plain). */
function toTheme(value: unknown): Theme {
  return orderTheme(JSON.parse(JSON.stringify(value)) as Theme);
}

/** Checks a value (from a link, say): the theme, or its problems with their paths. */
export function checkThemeValue(value: unknown): ThemeCheck {
  const issues = themeIssues(value);
  return issues.length === 0 ? {ok: true, theme: toTheme(value)} : {ok: false, issues};
}

function locate(
  text: string,
  issue: LocatedIssue,
  spans: ReadonlyMap<string, Located>,
): LocatedIssue {
  const located = spans.get(issue.path);
  // An unknown key is marked on the key; a bad value on the value.
  const span =
    located && (issue.code === 'unknown-key' ? (located.key ?? located.value) : located.value);
  if (!span) return issue;
  return {...issue, from: span.from, to: span.to, ...lineAndColumn(text, span.from)};
}

/** Checks JSON text: the theme, or every problem with its path and line. */
export function parseTheme(text: string): ThemeCheck {
  let parsed;
  try {
    parsed = parseJsonWithPositions(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const from = Math.min(error.offset, text.length);
    return {
      ok: false,
      issues: [
        {
          code: 'syntax',
          reason: error.reason,
          path: error.path,
          from,
          to: Math.min(from + 1, text.length),
          ...lineAndColumn(text, from),
        },
      ],
    };
  }
  const issues = themeIssues(parsed.value);
  if (issues.length > 0) {
    const located = issues.map((issue) => locate(text, issue, parsed.spans));
    return {ok: false, issues: located.sort((a, b) => (a.from ?? 0) - (b.from ?? 0))};
  }
  return {ok: true, theme: toTheme(parsed.value)};
}
