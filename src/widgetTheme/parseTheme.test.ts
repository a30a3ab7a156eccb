import {describe, expect, it} from 'vitest';
import {parseTheme} from './parseTheme';
import type {LocatedIssue} from './validate';

/** The fields of an issue a reader sees: code, path, line, and the details. */
function summary(issue: LocatedIssue): Record<string, unknown> {
  return Object.fromEntries(Object.entries(issue).filter(([key]) => !['from', 'to'].includes(key)));
}

describe('parseTheme', () => {
  it.each([
    {name: 'an empty theme', input: '{}', expected: {}},
    {
      name: 'a palette, keys put in documented order',
      input:
        '{"palette": {"text": {"body": "#333"}, "mode": "dark", "grey": {"900": "#111", "100": "#FFF"}}}',
      expected: {palette: {mode: 'dark', grey: {100: '#FFF', 900: '#111'}, text: {body: '#333'}}},
    },
    {
      name: 'component states',
      input:
        '{"component": {"checkbox": {"hover": {"fill": "#f0f0f0"}, "main": {"border": "#b0b0b0"}}}}',
      expected: {component: {checkbox: {main: {border: '#b0b0b0'}, hover: {fill: '#f0f0f0'}}}},
    },
  ])('accepts $name', ({input, expected}) => {
    expect(parseTheme(input)).toEqual({ok: true, theme: expected});
  });

  it.each([
    {
      name: 'a missing comma, on its line',
      input: '{\n  "palette": {\n    "mode": "light"\n    "primary": {}\n  }\n}',
      expected: [{code: 'syntax', reason: 'expected-comma', path: 'palette', line: 4}],
    },
    {
      name: 'text that stops early',
      input: '{"palette": {"mode": "light"',
      expected: [{code: 'syntax', reason: 'unexpected-end', path: 'palette', line: 1}],
    },
    {
      name: 'an unterminated string',
      input: '{"palette": {"mode": "li',
      expected: [{code: 'syntax', reason: 'unexpected-end', path: 'palette.mode', line: 1}],
    },
    {
      name: 'a trailing comma (not JSON)',
      input: '{\n"palette": {},\n}',
      expected: [{code: 'syntax', reason: 'expected-key', path: '', line: 3}],
    },
    {
      name: 'single quotes (JavaScript, not JSON)',
      input: "{'palette': {}}",
      expected: [{code: 'syntax', reason: 'expected-key', path: '', line: 1}],
    },
    {
      name: 'a duplicate key',
      input: '{"palette": {}, "palette": {}}',
      expected: [{code: 'syntax', reason: 'duplicate-key', path: 'palette', line: 1}],
    },
    {
      name: 'text after the theme',
      input: '{}\n{}',
      expected: [{code: 'syntax', reason: 'trailing-content', path: '', line: 2}],
    },
    {
      name: 'nothing at all',
      input: '   ',
      expected: [{code: 'syntax', reason: 'unexpected-end', path: '', line: 1}],
    },
    {
      name: 'a bad escape',
      input: '{"palette": {"mode": "\\q"}}',
      expected: [{code: 'syntax', reason: 'bad-string', path: 'palette.mode', line: 1}],
    },
    {
      name: 'a bad number',
      input: '{"palette": 01}',
      expected: [{code: 'syntax', reason: 'bad-number', path: 'palette', line: 1}],
    },
    {
      name: 'a missing colon',
      input: '{"palette" {}}',
      expected: [{code: 'syntax', reason: 'expected-colon', path: 'palette', line: 1}],
    },
    {
      name: 'a line break inside a string',
      input: '{"palette": {\n"mode": "li\nght"}}',
      expected: [{code: 'syntax', reason: 'bad-string', path: 'palette.mode', line: 2}],
    },
    {
      name: 'a missing value in a list',
      input: '{"palette": [1, ]}',
      expected: [{code: 'syntax', reason: 'expected-value', path: 'palette[1]', line: 1}],
    },
    {
      name: 'nesting deeper than a theme needs',
      input: '['.repeat(40),
      expected: [{code: 'syntax', reason: 'too-deep', path: '', line: 1}],
    },
    {
      name: 'text longer than a theme needs',
      input: `{"a": "${'x'.repeat(50_000)}"}`,
      expected: [{code: 'syntax', reason: 'too-long', path: '', line: 1}],
    },
  ])('reports $name', ({input, expected}) => {
    const result = parseTheme(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map(summary)).toEqual(expected);
  });

  it.each([
    {
      name: 'a theme that is not an object',
      input: '["#fff"]',
      expected: [{code: 'expected-object', path: '', line: 1}],
    },
    {
      name: 'a palette given as a string',
      input: '{\n  "palette": "dark"\n}',
      expected: [{code: 'expected-object', path: 'palette', line: 2}],
    },
    {
      name: 'a misspelt top-level key, with the likely intended key',
      input: '{\n  "pallete": {}\n}',
      expected: [
        {
          code: 'unknown-key',
          path: 'pallete',
          allowed: ['palette', 'component'],
          suggestion: 'palette',
          line: 2,
        },
      ],
    },
    {
      name: 'an unknown component, without a far-fetched suggestion',
      input: '{"component": {"captchaFrame": {}}}',
      expected: [
        expect.objectContaining({
          code: 'unknown-key',
          path: 'component.captchaFrame',
          suggestion: undefined,
          line: 1,
        }),
      ],
    },
    {
      name: 'a state the component does not have',
      input: '{"component": {"checkbox": {"selected": {"fill": "#fff"}}}}',
      expected: [
        {
          code: 'unknown-key',
          path: 'component.checkbox.selected',
          allowed: ['main', 'hover', 'focus', 'active', 'disabled'],
          suggestion: undefined,
          line: 1,
        },
      ],
    },
    {
      name: 'a grey shade out of the scale',
      input: '{"palette": {"grey": {"150": "#eee"}}}',
      expected: [expect.objectContaining({code: 'unknown-key', path: 'palette.grey.150'})],
    },
    {
      name: 'bad colours of every kind, in document order',
      input:
        '{\n"palette": {\n"primary": {"main": "green"},\n"grey": {"100": "#12345"}\n},\n"component": {"link": {"main": {"text": 255}}}\n}',
      expected: [
        {code: 'expected-colour', path: 'palette.primary.main', value: '"green"', line: 3},
        {code: 'expected-colour', path: 'palette.grey.100', value: '"#12345"', line: 4},
        {code: 'expected-colour', path: 'component.link.main.text', value: '255', line: 6},
      ],
    },
    {
      name: 'a mode other than light or dark',
      input: '{"palette": {"mode": "auto"}}',
      expected: [{code: 'expected-mode', path: 'palette.mode', value: '"auto"', line: 1}],
    },
    {
      name: 'a key that would pollute prototypes',
      input: '{"__proto__": {"polluted": true}}',
      expected: [expect.objectContaining({code: 'unknown-key', path: '__proto__'})],
    },
  ])('reports $name with its path and line', ({input, expected}) => {
    const result = parseTheme(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map(summary)).toEqual(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('marks an unknown key on the key and a bad colour on the value', () => {
    const text = '{"palette": {"primery": {}, "warn": {"main": "red"}}}';
    const result = parseTheme(text);
    if (result.ok) throw new Error('expected issues');
    expect(result.issues.map((i) => text.slice(i.from, i.to))).toEqual(['"primery"', '"red"']);
  });

  it('survives hostile input without throwing', () => {
    for (const input of [
      '['.repeat(100_000),
      '{"a":'.repeat(5_000),
      '"' + 'x'.repeat(60_000) + '"',
      '\u0000',
      '{"palette": {"mode": "\ud800"}}',
      '-',
      'nul',
      '1e999',
    ]) {
      const result = parseTheme(input);
      expect(result.ok).toBe(false);
    }
  });
});
