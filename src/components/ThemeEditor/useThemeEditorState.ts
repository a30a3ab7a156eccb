import {useCallback, useMemo, useReducer} from 'react';
import {contrastChecks, type ContrastCheck} from '@site/src/widgetTheme/contrastChecks';
import type {ColourPath, Theme, ThemeMode} from '@site/src/widgetTheme/model';
import {matchingPreset} from '@site/src/widgetTheme/presets';
import {resolveTheme, type ResolvedTheme} from '@site/src/widgetTheme/resolve';
import {failingByPath, initialThemeEditorState, reduceThemeEditor} from './themeEditorState';
import {useSharedTheme} from './useSharedTheme';

/** What every colour field reads from the edited theme, and how it changes it. */
export interface FieldContext {
  theme: Theme;
  resolved: ResolvedTheme;
  failing: Map<ColourPath, ContrastCheck[]>;
  onChange: (path: ColourPath, value: string | undefined) => void;
}

/**
 * The editor's state: the theme and its JSON text (see themeEditorState), what
 * is derived from the theme, and the URL hash kept in step with it.
 */
export function useThemeEditorState() {
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

  /** Replaces the whole theme: an edit, or `reset` back to the default (which clears the URL). */
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
