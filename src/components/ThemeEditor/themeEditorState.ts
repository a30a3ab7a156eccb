import type {ContrastCheck} from '@site/src/widgetTheme/contrastChecks';
import {setColour} from '@site/src/widgetTheme/edit';
import type {ColourPath, Theme, ThemeMode} from '@site/src/widgetTheme/model';
import {defaultTheme} from '@site/src/widgetTheme/presets';
import {switchMode} from '@site/src/widgetTheme/resolve';
import type {HashDecoding} from '@site/src/widgetTheme/shareHash';
import {themeJson} from '@site/src/widgetTheme/snippets';
import type {LocatedIssue, ThemeCheck} from '@site/src/widgetTheme/validate';

/** Where the current theme came from: it decides whether the URL hash follows it. */
type ThemeOrigin = 'initial' | 'edit' | 'reset' | 'link';

type LinkProblem = Extract<HashDecoding, {status: 'invalid'}>['reason'];

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

// A change that depends on the theme (a colour, the mode) is applied here, to the state it
// reaches: built from a render's theme, a second change in the same event would undo the first.
export type ThemeEditorAction =
  | {type: 'theme'; theme: Theme; origin: 'edit' | 'reset'}
  | {type: 'colour'; path: ColourPath; value: string | undefined}
  | {type: 'mode'; mode: ThemeMode}
  // The text at once, its check once the parser has it (src/widgetTheme/parseTheme.ts).
  | {type: 'json'; text: string; check?: ThemeCheck}
  | {type: 'link'; decoding: Exclude<HashDecoding, {status: 'none'}>}
  | {type: 'dismiss'};

export const initialThemeEditorState: ThemeEditorState = {
  theme: defaultTheme,
  text: themeJson(defaultTheme),
  issues: [],
  origin: 'initial',
  linkProblem: null,
};

/** The state with a new theme from the editor: its JSON rewritten, any problem of the old text gone. */
function withTheme(
  state: ThemeEditorState,
  theme: Theme,
  origin: 'edit' | 'reset',
): ThemeEditorState {
  return {...state, theme, text: themeJson(theme), issues: [], origin};
}

export function reduceThemeEditor(
  state: ThemeEditorState,
  action: ThemeEditorAction,
): ThemeEditorState {
  switch (action.type) {
    case 'theme':
      return withTheme(state, action.theme, action.origin);
    case 'colour':
      return withTheme(state, setColour(state.theme, action.path, action.value), 'edit');
    case 'mode':
      return withTheme(state, switchMode(state.theme, action.mode), 'edit');
    case 'json': {
      const {check} = action;
      if (!check) return {...state, text: action.text};
      // The check of a text typed over since: the newer text's check follows.
      if (action.text !== state.text) return state;
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
