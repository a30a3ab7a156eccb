import {useCallback, useEffect, useMemo, useReducer, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import {contrastChecks, type ContrastCheck} from '@site/src/widgetTheme/contrastChecks';
import type {ColourPath, Theme, ThemeMode} from '@site/src/widgetTheme/model';
import {matchingPreset} from '@site/src/widgetTheme/presets';
import {resolveTheme, type ResolvedTheme} from '@site/src/widgetTheme/resolve';
import {decodeThemeHash, encodeThemeHash} from '@site/src/widgetTheme/shareHash';
import {failingByPath, initialThemeEditorState, reduceThemeEditor} from './themeEditorState';
import {loadThemeParser} from './themeParser';

/** What every colour field reads from the edited theme, and how it changes it. */
export interface FieldContext {
  theme: Theme;
  resolved: ResolvedTheme;
  failing: Map<ColourPath, ContrastCheck[]>;
  onChange: (path: ColourPath, value: string | undefined) => void;
}

/** How long the theme must stay unchanged before the URL follows it. */
const writeDelayMs = 400;

/**
 * The editor's state: the theme and its JSON text (see themeEditorState), what is derived from
 * the theme, and the theme in the URL hash: a shared link is read once hydrated (and when the
 * hash changes), and each edit is written back after a pause, through the router, so the Login
 * link and a reload see the same URL.
 */
export function useThemeEditorState() {
  const [state, dispatch] = useReducer(reduceThemeEditor, initialThemeEditorState);
  const {theme} = state;
  const resolved = useMemo(() => resolveTheme(theme), [theme]);
  const checks = useMemo(() => contrastChecks(resolved), [resolved]);
  const failing = useMemo(() => failingByPath(checks), [checks]);

  const {origin} = state;
  const history = useHistory();
  // The hash this page wrote last: reading it back is not news.
  const written = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    const read = (): void => {
      const hash = window.location.hash.slice(1);
      if (hash === written.current) return;
      void decodeThemeHash(hash).then((decoding) => {
        if (current && decoding.status !== 'none') dispatch({type: 'link', decoding});
      });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      current = false;
      window.removeEventListener('hashchange', read);
    };
  }, []);

  useEffect(() => {
    if (origin !== 'edit' && origin !== 'reset') return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      const replace = (hash: string): void => {
        const now = window.location.hash.slice(1);
        if (!current || now === hash) return;
        // Clearing leaves a heading anchor alone: only a theme is removed.
        if (hash === '' && !now.startsWith('theme=')) return;
        written.current = hash;
        const {pathname, search} = window.location;
        history.replace({pathname, search, hash: hash === '' ? '' : `#${hash}`});
      };
      if (origin === 'reset') replace('');
      else void encodeThemeHash(theme).then(replace);
    }, writeDelayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [theme, origin, history]);

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
  const editJson = useCallback((text: string) => {
    dispatch({type: 'json', text});
    loadThemeParser()
      .then(({parseTheme}) => dispatch({type: 'json', text, check: parseTheme(text)}))
      .catch(() => {
        // Offline or a stale deployment: the text stays as typed, unchecked and not applied.
      });
  }, []);
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

/** The page's address carrying a theme, for the "copy link" button. */
export async function shareUrl(theme: Theme): Promise<string> {
  const {origin, pathname, search} = window.location;
  return `${origin}${pathname}${search}#${await encodeThemeHash(theme)}`;
}
