import React, {type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import WidgetPreview from '.';

vi.mock('@docusaurus/Translate', () => ({
  default: ({children}: {children: ReactNode}) => <>{children}</>,
  translate: ({message}: {message: string}) => message,
}));

const stage = (): HTMLElement => screen.getByTestId('widget-preview');
const cssVar = (name: string): string => stage().style.getPropertyValue(name);

describe('WidgetPreview', () => {
  it('draws the checkbox in every state, the compact size and the challenge', () => {
    render(<WidgetPreview theme={{}} />);
    const states = [...document.querySelectorAll('[data-state]')].map((el) =>
      el.getAttribute('data-state'),
    );
    expect(states).toEqual([
      'idle',
      'hovered',
      'focused',
      'checking',
      'passed',
      'error',
      'expired',
      'idle',
    ]);
    for (const caption of [
      'Idle',
      'Hovered',
      'Keyboard focus',
      'Checking',
      'Passed',
      'Error',
      'Expired',
      'Compact size',
    ]) {
      expect(screen.getByText(caption)).toBeInTheDocument();
    }
    expect(screen.getByText('a bicycle')).toBeInTheDocument();
    expect(screen.getAllByText('Verify').length).toBeGreaterThan(1);
    expect(screen.getByText('Something went wrong. Try again.')).toBeInTheDocument();
    expect(screen.getByText('Expired. Check the box again.')).toBeInTheDocument();
  });

  it('takes every colour from the theme, in its mode', () => {
    render(
      <WidgetPreview
        theme={{
          palette: {mode: 'dark', primary: {main: '#4cc38a'}},
          component: {task: {selected: {border: '#123456'}}},
        }}
      />,
    );
    expect(stage()).toHaveAttribute('data-mode', 'dark');
    expect(cssVar('--bp-primary')).toBe('#4cc38a');
    expect(cssVar('--bp-verifyButton-main-fill')).toBe('#4cc38a');
    expect(cssVar('--bp-task-selected-border')).toBe('#123456');
  });

  it('has nothing a visitor could tab to, and renders on the server', () => {
    render(<WidgetPreview theme={{}} />);
    const focusable = stage().querySelectorAll(
      'a, input, textarea, select, [tabindex], button:not([disabled])',
    );
    expect(focusable).toHaveLength(0);
    expect(renderToString(<WidgetPreview theme={{}} />)).toContain('I am human');
  });
});
