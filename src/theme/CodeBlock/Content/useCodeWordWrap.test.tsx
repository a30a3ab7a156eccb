import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {useCodeWordWrap} from './useCodeWordWrap';

function Block({width}: {width: () => number}) {
  const {codeBlockRef, isCodeScrollable, isEnabled, toggle} = useCodeWordWrap();
  return (
    <>
      <pre
        ref={(pre) => {
          codeBlockRef.current = pre;
          if (pre) {
            // jsdom lays nothing out: the block is as wide as told, its code 500 px (0 hidden).
            Object.defineProperty(pre, 'clientWidth', {configurable: true, get: width});
            Object.defineProperty(pre, 'scrollWidth', {
              configurable: true,
              get: () => (width() === 0 ? 0 : 500),
            });
          }
        }}>
        <code>code</code>
      </pre>
      <button type="button" onClick={toggle}>
        {`scrollable ${isCodeScrollable} wrapped ${isEnabled}`}
      </button>
    </>
  );
}

describe('useCodeWordWrap', () => {
  it('finds a block narrower than its code scrollable once mounted', async () => {
    await act(async () => {
      render(<Block width={() => 300} />);
    });
    expect(screen.getByRole('button').textContent).toBe('scrollable true wrapped false');
  });

  it('finds a block as wide as its code not scrollable', async () => {
    await act(async () => {
      render(<Block width={() => 500} />);
    });
    expect(screen.getByRole('button').textContent).toBe('scrollable false wrapped false');
  });

  it('wraps the code on toggle, and keeps offering to unwrap it', async () => {
    await act(async () => {
      render(<Block width={() => 300} />);
    });
    await act(async () => {
      screen.getByRole('button').click();
    });
    expect(screen.getByRole('button').textContent).toBe('scrollable true wrapped true');
    expect(document.querySelector('code')!.style.whiteSpace).toBe('pre-wrap');
  });

  it('measures a block again when the tab it sits in is shown', async () => {
    const panel = document.createElement('div');
    panel.setAttribute('role', 'tabpanel');
    panel.hidden = true;
    document.body.append(panel);
    let width = 0;
    await act(async () => {
      render(<Block width={() => width} />, {container: panel});
    });
    // Hidden, nothing has a width: nothing scrolls.
    expect(panel.querySelector('button')!.textContent).toBe('scrollable false wrapped false');
    width = 300;
    await act(async () => {
      panel.hidden = false;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(panel.querySelector('button')!.textContent).toBe('scrollable true wrapped false');
  });
});
