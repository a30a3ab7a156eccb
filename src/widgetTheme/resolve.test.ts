import {describe, expect, it} from 'vitest';
import {componentNames, componentStates, colourPaths, stateColourKeys, type Theme} from './model';
import {modePalettes, resolveTheme, stateColour, switchMode, themeMode} from './resolve';

describe('resolveTheme', () => {
  it('gives every state of every component a fill, border and text colour', () => {
    for (const theme of [{}, {palette: {mode: 'dark' as const}}]) {
      const resolved = resolveTheme(theme);
      for (const name of componentNames) {
        for (const state of componentStates.get(name)!) {
          for (const key of stateColourKeys) {
            expect(
              stateColour(resolved, name, state, key).value,
              `${name}.${state}.${key}`,
            ).toMatch(/^#[0-9a-f]{6}$/);
          }
        }
      }
    }
  });

  it.each([
    {
      name: 'no theme: light mode defaults',
      input: {},
      path: 'primary.main',
      expected: modePalettes.light['primary.main'],
    },
    {
      name: 'dark mode defaults',
      input: {palette: {mode: 'dark' as const}},
      path: 'text.body',
      expected: modePalettes.dark['text.body'],
    },
    {
      name: 'a set colour, lengthened',
      input: {palette: {primary: {main: '#0A0'}}},
      path: 'primary.main',
      expected: '#00aa00',
    },
    {
      name: 'a bad colour is left out',
      input: {palette: {warn: {main: 'red'}}},
      path: 'warn.main',
      expected: modePalettes.light['warn.main'],
    },
  ] as const)('palette: $name', ({input, path, expected}) => {
    expect(resolveTheme(input).palette[path].value).toBe(expected);
  });

  it.each([
    {
      name: 'a component follows the palette it derives from',
      input: {palette: {primary: {main: '#1f7a4d'}}},
      at: ['verifyButton', 'main', 'fill'],
      expected: {value: '#1f7a4d', source: 'palette.primary.main', explicit: false},
    },
    {
      name: 'a set component colour wins',
      input: {
        palette: {primary: {main: '#1f7a4d'}},
        component: {verifyButton: {main: {fill: '#123456'}}},
      },
      at: ['verifyButton', 'main', 'fill'],
      expected: {value: '#123456', source: 'component.verifyButton.main.fill', explicit: true},
    },
    {
      name: 'a state inherits from main when it says nothing',
      input: {component: {checkbox: {main: {fill: '#fafafa'}}}},
      at: ['checkbox', 'hover', 'fill'],
      expected: {value: '#fafafa', source: 'component.checkbox.main.fill', explicit: false},
    },
    {
      name: 'dark mode mirrors the grey scale (100 becomes 900)',
      input: {palette: {mode: 'dark', grey: {900: '#0b0b0b'}}},
      at: ['challenge', 'main', 'fill'],
      expected: {value: '#0b0b0b', source: 'palette.grey.900', explicit: false},
    },
    {
      name: 'text on the accent is whichever of grey 100 and 1000 reads better',
      input: {palette: {primary: {main: '#ffd60a'}}},
      at: ['prompt', 'main', 'text'],
      expected: {
        value: modePalettes.light['grey.1000'],
        source: 'palette.primary.main',
        explicit: false,
      },
    },
    {
      name: 'a hover is a step darker than the accent in light mode',
      input: {palette: {primary: {main: '#808080'}}},
      at: ['verifyButton', 'hover', 'fill'],
      expected: {value: '#6e6e6e', source: 'palette.primary.main', explicit: false},
    },
  ] as const)('components: $name', ({input, at, expected}) => {
    const [name, state, key] = at;
    expect(stateColour(resolveTheme(input as Theme), name, state, key)).toEqual(expected);
  });

  it('names only real paths as sources', () => {
    const resolved = resolveTheme({palette: {mode: 'dark'}});
    for (const name of componentNames) {
      for (const state of componentStates.get(name)!) {
        for (const key of stateColourKeys) {
          expect(colourPaths).toContain(stateColour(resolved, name, state, key).source);
        }
      }
    }
  });
});

describe('themeMode and switchMode', () => {
  it('is light unless the theme says dark', () => {
    expect(themeMode({})).toBe('light');
    expect(themeMode({palette: {mode: 'dark'}})).toBe('dark');
  });

  it('moves colours left at the old mode default, and keeps chosen ones', () => {
    const light = modePalettes.light;
    const theme = {
      palette: {
        mode: 'light' as const,
        primary: {main: '#1f7a4d'},
        text: {heading: light['text.heading'], body: light['text.body']},
      },
    };
    expect(switchMode(theme, 'dark')).toEqual({
      palette: {
        mode: 'dark',
        primary: {main: '#1f7a4d'},
        text: {heading: modePalettes.dark['text.heading'], body: modePalettes.dark['text.body']},
      },
    });
    expect(switchMode({}, 'dark')).toEqual({palette: {mode: 'dark'}});
  });
});
