import {describe, expect, it} from 'vitest';
import {contrastChecks, type ContrastPairId} from '@site/src/widgetTheme/contrastChecks';
import type {ColourPath, Theme} from '@site/src/widgetTheme/model';
import {defaultTheme} from '@site/src/widgetTheme/presets';
import {resolveTheme} from '@site/src/widgetTheme/resolve';
import {parseTheme} from '@site/src/widgetTheme/parseTheme';
import {themeJson} from '@site/src/widgetTheme/snippets';
import {
  failingByPath,
  initialThemeEditorState,
  reduceThemeEditor,
  type ThemeEditorAction,
  type ThemeEditorState,
} from './themeEditorState';

const green = {palette: {primary: {main: '#1f7a4d'}}};
const edited: ThemeEditorState = {
  ...initialThemeEditorState,
  theme: green,
  text: themeJson(green),
  origin: 'edit',
};
/** The JSON editor's check of a text, as the hook dispatches it once the parser has it. */
const checked = (text: string): ThemeEditorAction => ({
  type: 'json',
  text,
  check: parseTheme(text),
});
const typing: ThemeEditorState = {
  ...edited,
  text: '{"palette": ',
  issues: reduceThemeEditor({...edited, text: '{"palette": '}, checked('{"palette": ')).issues,
};

describe('reduceThemeEditor', () => {
  it.each<{
    name: string;
    state: ThemeEditorState;
    action: ThemeEditorAction;
    expected: Partial<ThemeEditorState>;
  }>([
    {
      name: 'an edit replaces the theme, rewrites the JSON and clears its problems',
      state: typing,
      action: {type: 'theme', theme: {palette: {mode: 'dark'}}, origin: 'edit'},
      expected: {
        theme: {palette: {mode: 'dark'}},
        text: themeJson({palette: {mode: 'dark'}}),
        issues: [],
        origin: 'edit',
      },
    },
    {
      name: 'a reset is remembered as one, so the URL hash is cleared',
      state: edited,
      action: {type: 'theme', theme: defaultTheme, origin: 'reset'},
      expected: {theme: defaultTheme, text: themeJson(defaultTheme), origin: 'reset'},
    },
    {
      name: 'a colour is set in the theme it reaches, its JSON rewritten',
      state: typing,
      action: {type: 'colour', path: 'palette.warn.main', value: '#aa0000'},
      expected: {
        theme: {palette: {primary: {main: '#1f7a4d'}, warn: {main: '#aa0000'}}},
        text: themeJson({palette: {primary: {main: '#1f7a4d'}, warn: {main: '#aa0000'}}}),
        issues: [],
        origin: 'edit',
      },
    },
    {
      name: 'an emptied colour leaves the theme',
      state: edited,
      action: {type: 'colour', path: 'palette.primary.main', value: undefined},
      expected: {theme: {}, text: themeJson({}), origin: 'edit'},
    },
    {
      name: 'the mode switches in the theme it reaches, keeping its colours',
      state: edited,
      action: {type: 'mode', mode: 'dark'},
      expected: {
        theme: {palette: {mode: 'dark', primary: {main: '#1f7a4d'}}},
        text: themeJson({palette: {mode: 'dark', primary: {main: '#1f7a4d'}}}),
        origin: 'edit',
      },
    },
    {
      name: 'typed JSON is kept as typed at once; the theme and problems wait for its check',
      state: typing,
      action: {type: 'json', text: '{"palette": {"mode": "dark"}}'},
      expected: {theme: green, text: '{"palette": {"mode": "dark"}}', issues: typing.issues},
    },
    {
      name: 'the check of a text typed over since changes nothing',
      state: {...edited, text: '{"palette": {"mode": "light"}}'},
      action: checked('{"palette": {"mode": "dark"}}'),
      expected: {theme: green, text: '{"palette": {"mode": "light"}}', issues: []},
    },
    {
      name: 'valid JSON becomes the theme, its text kept as typed',
      state: {...edited, text: '{"palette": {"mode": "dark"}}'},
      action: checked('{"palette": {"mode": "dark"}}'),
      expected: {
        theme: {palette: {mode: 'dark'}},
        text: '{"palette": {"mode": "dark"}}',
        issues: [],
        origin: 'edit',
      },
    },
    {
      name: 'invalid JSON keeps the last valid theme and where it came from',
      state: {...edited, text: '{"pallete": {}}'},
      action: checked('{"pallete": {}}'),
      expected: {
        theme: green,
        text: '{"pallete": {}}',
        issues: [expect.objectContaining({line: 1, path: 'pallete', suggestion: 'palette'})],
        origin: 'edit',
      },
    },
    {
      name: 'a readable link replaces everything, a notice included',
      state: {...typing, linkProblem: 'json'},
      action: {type: 'link', decoding: {status: 'ok', theme: green}},
      expected: {
        theme: green,
        text: themeJson(green),
        issues: [],
        origin: 'link',
        linkProblem: null,
      },
    },
    {
      name: 'a damaged link falls back to the default theme, with its reason',
      state: edited,
      action: {type: 'link', decoding: {status: 'invalid', reason: 'encoding'}},
      expected: {...initialThemeEditorState, origin: 'link', linkProblem: 'encoding'},
    },
    {
      name: 'dismissing the notice changes nothing else',
      state: {...edited, linkProblem: 'version'},
      action: {type: 'dismiss'},
      expected: edited,
    },
  ])('$name', ({state, action, expected}) => {
    expect(reduceThemeEditor(state, action)).toEqual({...state, ...expected});
  });
});

// A control may make several changes in one event: each applies to what the one before left.
it('keeps both of two changes made one after the other', () => {
  const actions: ThemeEditorAction[] = [
    {type: 'colour', path: 'palette.primary.main', value: '#1f7a4d'},
    {type: 'colour', path: 'palette.warn.main', value: '#aa0000'},
  ];
  expect(actions.reduce(reduceThemeEditor, initialThemeEditorState).theme).toMatchObject({
    palette: {primary: {main: '#1f7a4d'}, warn: {main: '#aa0000'}},
  });
});

describe('failingByPath', () => {
  it.each<{name: string; theme: Theme; path: ColourPath; expected: ContrastPairId[]}>([
    {
      name: 'nothing fails in the default theme',
      theme: defaultTheme,
      path: 'palette.text.body',
      expected: [],
    },
    {
      name: 'a pale body text is listed under the text colour',
      theme: {palette: {text: {body: '#bbbbbb'}}},
      path: 'palette.text.body',
      expected: ['checkboxLabel', 'challengeText', 'input', 'textarea'],
    },
    {
      name: 'and under the background it is drawn on',
      theme: {palette: {text: {body: '#bbbbbb'}}},
      path: 'palette.grey.100',
      expected: ['checkboxLabel', 'challengeText', 'input', 'textarea'],
    },
    {
      name: 'and under a component colour that decides one pair only',
      theme: {palette: {text: {body: '#bbbbbb'}}},
      path: 'component.input.main.fill',
      expected: ['input'],
    },
    {
      name: 'a passing pair is listed nowhere',
      theme: {palette: {text: {body: '#bbbbbb'}}},
      path: 'component.verifyButton.main.fill',
      expected: [],
    },
  ])('$name', ({theme, path, expected}) => {
    const failing = failingByPath(contrastChecks(resolveTheme(theme)));
    expect((failing.get(path) ?? []).map((check) => check.id)).toEqual(expected);
  });
});
