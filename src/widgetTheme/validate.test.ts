import {describe, expect, it} from 'vitest';
import {checkThemeValue} from './validate';

describe('checkThemeValue', () => {
  it('checks values that did not come from text, without lines', () => {
    expect(checkThemeValue({palette: {mode: 'dark'}})).toEqual({
      ok: true,
      theme: {palette: {mode: 'dark'}},
    });
    expect(checkThemeValue({palette: {warn: {main: '#ff000'}}})).toEqual({
      ok: false,
      issues: [{code: 'expected-colour', path: 'palette.warn.main', value: '"#ff000"'}],
    });
    expect(checkThemeValue(null)).toEqual({
      ok: false,
      issues: [{code: 'expected-object', path: ''}],
    });
  });
});
