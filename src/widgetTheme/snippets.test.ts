import {describe, expect, it} from 'vitest';
import {dataThemeSnippet, jsLiteral, renderScriptTag, renderSnippet, themeJson} from './snippets';

const theme = {
  palette: {
    mode: 'light' as const,
    primary: {main: '#1f7a4d'},
    text: {heading: '#10261a', body: '#2e3b33'},
  },
};

describe('snippets', () => {
  it('writes the theme as indented JSON in documented order', () => {
    expect(themeJson({palette: {text: {body: '#333'}, mode: 'dark'}})).toBe(
      '{\n  "palette": {\n    "mode": "dark",\n    "text": {\n      "body": "#333"\n    }\n  }\n}',
    );
  });

  it.each([
    {name: 'a short object on one line', input: {main: '#fff'}, expected: "{main: '#fff'}"},
    {name: 'numeric keys bare', input: {100: '#fff'}, expected: "{100: '#fff'}"},
    {name: 'other keys quoted', input: {'a-b': 1}, expected: "{'a-b': 1}"},
    {name: 'quotes escaped', input: {a: "it's"}, expected: "{a: 'it\\'s'}"},
    {name: 'empty', input: {}, expected: '{}'},
    {
      name: 'a long object broken over lines with trailing commas',
      input: {
        grey: {
          100: '#f4f5f7',
          200: '#dfe2e6',
          300: '#c4c9d0',
          400: '#9aa1ab',
          500: '#717985',
          600: '#525a66',
        },
      },
      expected:
        "{\n  grey: {\n    100: '#f4f5f7',\n    200: '#dfe2e6',\n    300: '#c4c9d0',\n    400: '#9aa1ab',\n    500: '#717985',\n    600: '#525a66',\n  },\n}",
    },
  ])('jsLiteral: $name', ({input, expected}) => {
    expect(jsLiteral(input)).toBe(expected);
  });

  it('renders with the theme and the site key placeholder, or a given key', () => {
    expect(renderSnippet(theme)).toBe(
      [
        'function onBrambleLoad() {',
        "  bramble.render('bramble-widget', {",
        "    sitekey: 'YOUR_SITE_KEY',",
        '    theme: {',
        '      palette: {',
        "        mode: 'light',",
        "        primary: {main: '#1f7a4d'},",
        "        text: {heading: '#10261a', body: '#2e3b33'},",
        '      },',
        '    },',
        '  });',
        '}',
      ].join('\n'),
    );
    expect(renderSnippet({}, 'abc')).toContain("sitekey: 'abc',\n    theme: {},");
  });

  it('loads the script with custom=true', () => {
    expect(renderScriptTag()).toContain('api.js?render=explicit&onload=onBrambleLoad&custom=true');
    expect(dataThemeSnippet(theme)).toContain('api.js?custom=true');
  });

  it('puts the theme in data-theme as JSON inside single quotes', () => {
    expect(dataThemeSnippet({palette: {mode: 'dark'}})).toContain(
      `data-theme='{"palette":{"mode":"dark"}}'`,
    );
    expect(dataThemeSnippet({})).toContain('data-sitekey="YOUR_SITE_KEY"');
  });
});
