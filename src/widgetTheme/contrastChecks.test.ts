import {describe, expect, it} from 'vitest';
import {contrastChecks, formatRatio} from './contrastChecks';
import {presets} from './presets';
import {resolveTheme} from './resolve';

describe('contrastChecks', () => {
  it.each(presets.map((preset) => ({name: preset.id, theme: preset.theme})))(
    'every pair of the $name preset passes WCAG AA',
    ({theme}) => {
      const failing = contrastChecks(resolveTheme(theme)).filter((check) => !check.passes);
      expect(failing.map((c) => `${c.id} ${formatRatio(c.ratio)}`)).toEqual([]);
    },
  );

  it.each([
    {
      name: 'white text on a yellow accent fails, at the known ratio',
      theme: {
        palette: {primary: {main: '#ffff00'}},
        component: {verifyButton: {main: {text: '#ffffff'}}},
      },
      id: 'verifyButton',
      ratio: 1.07,
      paths: [
        'component.verifyButton.main.text',
        'component.verifyButton.main.fill',
        'palette.primary.main',
      ],
    },
    {
      name: '#777 body text on white fails just under 4.5',
      theme: {palette: {text: {body: '#777777'}, grey: {100: '#ffffff'}}},
      id: 'checkboxLabel',
      ratio: 4.48,
      paths: ['palette.text.body', 'palette.grey.100'],
    },
    {
      name: 'a faint box border fails the 3:1 graphics minimum',
      theme: {
        palette: {grey: {100: '#ffffff'}},
        component: {checkbox: {main: {border: '#dddddd'}}},
      },
      id: 'checkboxBorder',
      ratio: 1.36,
      paths: ['component.checkbox.main.border', 'palette.grey.100'],
    },
  ] as const)('$name', ({theme, id, ratio, paths}) => {
    const checks = contrastChecks(resolveTheme(theme));
    const check = checks.find((c) => c.id === id)!;
    expect(check.passes).toBe(false);
    expect(check.ratio).toBeCloseTo(ratio, 2);
    expect(check.paths).toEqual(paths);
    // Failing pairs come first.
    expect(checks[0]!.passes).toBe(false);
  });

  it.each([
    {ratio: 21, expected: '21.00'},
    {ratio: 4.4999, expected: '4.49'},
    {ratio: 3.006, expected: '3.00'},
  ])('formatRatio($ratio) is $expected, never rounded up', ({ratio, expected}) => {
    expect(formatRatio(ratio)).toBe(expected);
  });
});
