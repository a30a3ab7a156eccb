import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {getColour} from '@site/src/widgetTheme/edit';
import {useThemeEditorState} from './useThemeEditorState';

vi.mock('@docusaurus/router', () => ({useHistory: () => ({replace: vi.fn()})}));

describe('useThemeEditorState', () => {
  // A control that makes two changes in one event calls the hook twice before React renders.
  it('keeps both of two changes made in one event', () => {
    const {result} = renderHook(() => useThemeEditorState());
    act(() => {
      const {onChange} = result.current.fields;
      onChange('palette.primary.main', '#1f7a4d');
      onChange('palette.warn.main', '#aa0000');
      result.current.setMode('dark');
    });
    const {theme} = result.current;
    expect(getColour(theme, 'palette.primary.main')).toBe('#1f7a4d');
    expect(getColour(theme, 'palette.warn.main')).toBe('#aa0000');
    expect(theme.palette?.mode).toBe('dark');
  });
});
