import type {ContrastCheck} from '@site/src/widgetTheme/contrastChecks';
import type {ColourPath, Theme} from '@site/src/widgetTheme/model';
import {defaultTheme} from '@site/src/widgetTheme/presets';
import type {HashDecoding} from '@site/src/widgetTheme/shareHash';
import {themeJson} from '@site/src/widgetTheme/snippets';
import {parseTheme, type LocatedIssue} from '@site/src/widgetTheme/validate';

/** Where the current theme came from: it decides whether the URL hash follows it. */
export type ThemeOrigin = 'initial' | 'edit' | 'reset' | 'link';

export type LinkProblem = Extract<HashDecoding, {status: 'invalid'}>['reason'];

export interface ThemeEditorState {
  /** The last valid theme: what the preview, the controls and the output show. */
  theme: Theme;
  /** The JSON editor's text, which may be invalid while the reader types. */
  text: string;
  issues: readonly LocatedIssue[];
  origin: ThemeOrigin;
  /** A shared link that could not be read. */
  linkProblem: LinkProblem | null;
}

export type ThemeEditorAction =
  | {type: 'theme'; theme: Theme; origin: 'edit' | 'reset'}
  | {type: 'json'; text: string}
  | {type: 'link'; decoding: Exclude<HashDecoding, {status: 'none'}>}
  | {type: 'dismiss'};

export const initialThemeEditorState: ThemeEditorState = {
  theme: defaultTheme,
  text: themeJson(defaultTheme),
  issues: [],
  origin: 'initial',
  linkProblem: null,
};

export function reduceThemeEditor(
  state: ThemeEditorState,
  action: ThemeEditorAction,
): ThemeEditorState {
  switch (action.type) {
    case 'theme':
      return {
        ...state,
        theme: action.theme,
        text: themeJson(action.theme),
        issues: [],
        origin: action.origin,
      };
    case 'json': {
      const check = parseTheme(action.text);
      return check.ok
        ? {...state, theme: check.theme, text: action.text, issues: [], origin: 'edit'}
        : {...state, text: action.text, issues: check.issues};
    }
    case 'link':
      return action.decoding.status === 'ok'
        ? {
            theme: action.decoding.theme,
            text: themeJson(action.decoding.theme),
            issues: [],
            origin: 'link',
            linkProblem: null,
          }
        : {...initialThemeEditorState, origin: 'link', linkProblem: action.decoding.reason};
    case 'dismiss':
      return {...state, linkProblem: null};
  }
}

/** The failing pairs each control decides. */
export function failingByPath(checks: readonly ContrastCheck[]): Map<ColourPath, ContrastCheck[]> {
  const map = new Map<ColourPath, ContrastCheck[]>();
  for (const check of checks) {
    if (check.passes) continue;
    for (const path of check.paths) map.set(path, [...(map.get(path) ?? []), check]);
  }
  return map;
}
