import React, {type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import CopyPage from '.';

// Docusaurus ships Head as untranspiled JSX; the <link rel="alternate"> it adds is checked in the build.
vi.mock('@docusaurus/Head', () => ({default: () => null}));
// The English text the component gives Translate (the French is checked in the browser suite).
vi.mock('@docusaurus/Translate', () => ({
  default: ({children}: {children: ReactNode}) => <>{children}</>,
  translate: ({message}: {message: string}) => message,
}));

describe('CopyPage', () => {
  it.each([
    {name: 'a page', input: '/api', expected: '/api.md'},
    {name: 'a French home page', input: '/fr/', expected: '/fr/index.md'},
  ])('$name: the button and the link point at the twin $expected', ({input, expected}) => {
    const {container} = render(<CopyPage pagePath={input} />);
    const button = screen.getByRole('button', {name: 'Copy page'});
    expect(button.dataset.markdownUrl).toBe(expected);
    expect(screen.getByRole('link', {name: 'View Markdown'}).getAttribute('href')).toBe(expected);
    // The tooltip says keys are never copied, and screen readers hear it as the description.
    expect(button.getAttribute('title')).toMatch(/your own keys are never copied/);
    expect(button).toHaveAccessibleDescription(button.getAttribute('title')!);
    // Everything the script shows is rendered here, translated; the script only sets a state.
    const control = container.querySelector<HTMLElement>('[data-copy-page]')!;
    expect(control.dataset.copyPageCopied).toBe('Page copied as Markdown');
    expect(
      [...control.querySelectorAll('[data-copy-page-message]')].map((m) =>
        m.getAttribute('data-copy-page-message'),
      ),
    ).toEqual(['clipboard', 'fetch']);
  });
});
