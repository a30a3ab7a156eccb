/** What the visitor did in the stand-in's input, for the plugin's input to take over. */
export interface InputState {
  value: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
  /** The pointer is over it: the plugin loads its index on that, as on focus. */
  hovered: boolean;
}

/** The input's text, focus, selection and hover; read while the input is still in the page. */
export function readInputState(input: HTMLInputElement): InputState {
  return {
    value: input.value,
    focused: input.ownerDocument.activeElement === input,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
    hovered: input.matches(':hover'),
  };
}

/**
 * Gives `input` that text, focus and selection, and tells it the pointer is over it. The text
 * goes through the native setter and an `input` event, as typing would, so the plugin's React
 * `onChange` takes it into its state; the pointer, through the `mouseover` the browser sends
 * only once the pointer moves again (React makes its `onMouseEnter` of it).
 */
export function restoreInputState(input: HTMLInputElement, state: InputState): void {
  if (state.value) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      state.value,
    );
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  if (state.hovered) input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
  if (state.focused) {
    input.focus();
    input.setSelectionRange(state.selectionStart, state.selectionEnd);
  }
}
