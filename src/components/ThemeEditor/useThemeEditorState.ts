import {useCallback, useMemo, useReducer} from 'react';
import {contrastChecks, type ContrastCheck} from '@site/src/widgetTheme/contrastChecks';
import type {ColourPath, Theme, ThemeMode} from '@site/src/widgetTheme/model';
import {matchingPreset, type PresetId} from '@site/src/widgetTheme/presets';
import {resolveTheme, type ResolvedTheme} from '@site/src/widgetTheme/resolve';
import type {LocatedIssue} from '@site/src/widgetTheme/validate';
import {
  failingByPath,
  initialThemeEditorState,
  reduceThemeEditor,
  type LinkProblem,
} from './themeEditorState';
import {useSharedTheme} from './useSharedTheme';

/** What every colour field reads from the edited theme, and how it changes it. */
export interface FieldContext {
  theme: Theme;
  resolved: ResolvedTheme;
  failing: Map<ColourPath, ContrastCheck[]>;
  onChange: (path: ColourPath, value: string | undefined) => void;
}

export interface ThemeEditorModel {
  /** The last valid theme, as the customer writes it. */
  theme: Theme;
  /** The theme with every default filled in. */
  resolved: ResolvedTheme;
  checks: readonly ContrastCheck[];
  /** The preset the theme equals, if any. */
  preset: PresetId | undefined;
  /** The JSON editor's text and its problems. */
  text: string;
  issues: readonly LocatedIssue[];
  linkProblem: LinkProblem | null;
  fields: FieldContext;
  /** Replaces the whole theme: an edit, or `reset` back to the default (which clears the URL). */
  setTheme: (next: Theme, origin?: 'edit' | 'reset') => void;
  /** Switches the palette mode, moving default colours to the new mode's. */
  setMode: (mode: ThemeMode) => void;
  editJson: (text: string) => void;
  dismissLinkProblem: () => void;
}

/**
 * The editor's state: the theme and its JSON text (see themeEditorState), what
 * is derived from the theme, and the URL hash kept in step with it.
 */
export function useThemeEditorState(): ThemeEditorModel {
  const [state, dispatch] = useReducer(reduceThemeEditor, initialThemeEditorState);
  const {theme} = state;
  const resolved = useMemo(() => resolveTheme(theme), [theme]);
  const checks = useMemo(() => contrastChecks(resolved), [resolved]);
  const failing = useMemo(() => failingByPath(checks), [checks]);

  useSharedTheme({
    theme,
    write: state.origin === 'edit',
    clear: state.origin === 'reset',
    onDecoded: useCallback((decoding) => dispatch({type: 'link', decoding}), []),
  });

  const setTheme = useCallback(
    (next: Theme, origin: 'edit' | 'reset' = 'edit') =>
      dispatch({type: 'theme', theme: next, origin}),
    [],
  );
  const onChange = useCallback(
    (path: ColourPath, value: string | undefined) => dispatch({type: 'colour', path, value}),
    [],
  );
  const setMode = useCallback((mode: ThemeMode) => dispatch({type: 'mode', mode}), []);
  const editJson = useCallback((text: string) => dispatch({type: 'json', text}), []);
  const dismissLinkProblem = useCallback(() => dispatch({type: 'dismiss'}), []);

  return {
    theme,
    resolved,
    checks,
    preset: matchingPreset(theme),
    text: state.text,
    issues: state.issues,
    linkProblem: state.linkProblem,
    fields: {theme, resolved, failing, onChange},
    setTheme,
    setMode,
    editJson,
    dismissLinkProblem,
  };
}
