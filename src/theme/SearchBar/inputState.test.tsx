import React, {useState, type ReactNode} from 'react';
import {act, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {readInputState, restoreInputState, type InputState} from './inputState';

/** A controlled input that reports what React heard, as the plugin's does. */
function PluginLikeInput({onEnter, onFocus}: {onEnter(): void; onFocus(): void}): ReactNode {
  const [value, setValue] = useState('');
  return (
    <input
      aria-label="box"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onMouseEnter={onEnter}
      onFocus={onFocus}
    />
  );
}

const state = (overrides: Partial<InputState>): InputState => ({
  value: '',
  focused: false,
  selectionStart: 0,
  selectionEnd: 0,
  hovered: false,
  ...overrides,
});

describe('restoreInputState', () => {
  it.each([
    {name: 'nothing done', input: state({}), expected: {value: '', focused: false, entered: 0}},
    {
      name: 'text typed, box focused',
      input: state({value: 'widget', focused: true, selectionStart: 2, selectionEnd: 4}),
      expected: {value: 'widget', focused: true, entered: 0},
    },
    {
      name: 'pointer over',
      input: state({hovered: true}),
      expected: {value: '', focused: false, entered: 1},
    },
  ])('$name: React state and handlers follow', ({input, expected}) => {
    const onEnter = vi.fn();
    const onFocus = vi.fn();
    render(<PluginLikeInput onEnter={onEnter} onFocus={onFocus} />);
    const box = screen.getByRole<HTMLInputElement>('textbox', {name: 'box'});
    act(() => restoreInputState(box, input));
    expect(box.value).toBe(expected.value);
    expect(onEnter).toHaveBeenCalledTimes(expected.entered);
    expect(onFocus).toHaveBeenCalledTimes(expected.focused ? 1 : 0);
    const read = readInputState(box);
    expect(read).toMatchObject({value: expected.value, focused: expected.focused});
    if (expected.focused) {
      expect([read.selectionStart, read.selectionEnd]).toEqual([
        input.selectionStart,
        input.selectionEnd,
      ]);
    }
  });
});
