import {describe, expect, it} from 'vitest';
import {getColour, orderTheme, overrideCount, setColour} from './edit';
import {colourPaths, isHexColour, toLongHex} from './model';
import {matchingPreset, presets} from './presets';

describe('setColour and getColour', () => {
  it.each([
    {
      name: 'adds a palette colour',
      theme: {},
      path: 'palette.primary.main',
      value: '#123456',
      expected: {palette: {primary: {main: '#123456'}}},
    },
    {
      name: 'adds a component colour in documented order',
      theme: {component: {task: {main: {fill: '#000'}}}},
      path: 'component.checkbox.hover.border',
      value: '#111',
      expected: {component: {checkbox: {hover: {border: '#111'}}, task: {main: {fill: '#000'}}}},
    },
    {
      name: 'removes a colour and the objects it leaves empty',
      theme: {palette: {mode: 'dark'}, component: {link: {main: {text: '#fff'}}}},
      path: 'component.link.main.text',
      value: undefined,
      expected: {palette: {mode: 'dark'}},
    },
    {
      name: 'sets a grey shade',
      theme: {palette: {grey: {900: '#111'}}},
      path: 'palette.grey.100',
      value: '#eee',
      expected: {palette: {grey: {100: '#eee', 900: '#111'}}},
    },
  ] as const)('$name', ({theme, path, value, expected}) => {
    const next = setColour(theme, path, value);
    expect(next).toEqual(expected);
    expect(JSON.stringify(next)).toBe(JSON.stringify(expected));
    expect(getColour(next, path)).toBe(value);
  });

  it('never changes the theme it is given', () => {
    const theme = Object.freeze({palette: Object.freeze({primary: Object.freeze({main: '#000'})})});
    expect(() => setColour(theme, 'palette.primary.main', '#fff')).not.toThrow();
    expect(theme.palette.primary.main).toBe('#000');
  });

  it('counts the colours set for a component', () => {
    const theme = {
      component: {checkbox: {main: {fill: '#fff', border: '#000'}, hover: {fill: '#eee'}}},
    };
    expect(overrideCount(theme, 'checkbox')).toBe(3);
    expect(overrideCount(theme, 'task')).toBe(0);
  });
});

describe('model', () => {
  it('lists 14 palette colours and every component state colour', () => {
    expect(colourPaths.filter((p) => p.startsWith('palette.'))).toHaveLength(14);
    expect(colourPaths).toContain('component.verifyButton.disabled.text');
    expect(colourPaths).not.toContain('component.checkbox.selected.fill');
    expect(colourPaths).toContain('palette.grey.1000');
    expect(colourPaths).not.toContain('palette.mode');
  });

  it.each([
    {input: '#fff', expected: true},
    {input: '#A1b2C3', expected: true},
    {input: '#ffff', expected: false},
    {input: 'fff', expected: false},
    {input: 'red', expected: false},
    {input: '#ggg', expected: false},
    {input: 255, expected: false},
  ])('isHexColour($input) is $expected', ({input, expected}) => {
    expect(isHexColour(input)).toBe(expected);
  });

  it('lengthens short hex for colour inputs', () => {
    expect(toLongHex('#AbC')).toBe('#aabbcc');
    expect(toLongHex('#A1B2C3')).toBe('#a1b2c3');
  });
});

describe('presets', () => {
  it('are in canonical order and each recognised as itself', () => {
    for (const preset of presets) {
      expect(JSON.stringify(orderTheme(preset.theme))).toBe(JSON.stringify(preset.theme));
      expect(matchingPreset(JSON.parse(JSON.stringify(preset.theme)))).toBe(preset.id);
    }
    expect(matchingPreset({})).toBeUndefined();
  });
});
