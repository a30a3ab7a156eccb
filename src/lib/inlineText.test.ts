import {describe, expect, it} from 'vitest';
import {inlineTextProblems, inlineTextToPlain, parseInlineText} from './inlineText';

describe('parseInlineText', () => {
  it.each([
    {
      name: 'plain text',
      input: 'Reset the widget.',
      expected: [{kind: 'text', text: 'Reset the widget.'}],
    },
    {
      name: 'code in the middle',
      input: 'Send `remoteip` too',
      expected: [
        {kind: 'text', text: 'Send '},
        {kind: 'code', text: 'remoteip'},
        {kind: 'text', text: ' too'},
      ],
    },
    {
      name: 'a site link',
      input: 'See [Error codes](/api#error-codes).',
      expected: [
        {kind: 'text', text: 'See '},
        {kind: 'link', text: 'Error codes', to: '/api#error-codes'},
        {kind: 'text', text: '.'},
      ],
    },
    {
      name: 'HTML stays text',
      input: '<img src=x onerror=alert(1)>',
      expected: [{kind: 'text', text: '<img src=x onerror=alert(1)>'}],
    },
    {
      name: 'an external or relative link is not a link',
      input: '[x](https://evil.example) [y](api)',
      expected: [{kind: 'text', text: '[x](https://evil.example) [y](api)'}],
    },
    {name: 'empty', input: '', expected: []},
  ])('$name', ({input, expected}) => {
    expect(parseInlineText(input)).toEqual(expected);
  });
});

describe('inlineTextToPlain', () => {
  it('drops the marks', () => {
    expect(inlineTextToPlain('Use `hl` ([languages](/languages))')).toBe('Use hl (languages)');
  });
});

describe('inlineTextProblems', () => {
  it.each([
    {name: 'clean', input: 'Use `hl`, see [this](/api).', expected: []},
    {name: 'unpaired backtick', input: 'Use `hl', expected: ['unpaired backtick']},
    {
      name: 'relative link',
      input: 'See [this](api).',
      expected: ['link mark that is not [text](/site-path)'],
    },
    {
      name: 'code inside a link',
      input: 'Use the [`onload` parameter](/configuration).',
      expected: ['code inside link text, shown with its backticks'],
    },
  ])('$name', ({input, expected}) => {
    expect(inlineTextProblems(input)).toEqual(expected);
  });
});
