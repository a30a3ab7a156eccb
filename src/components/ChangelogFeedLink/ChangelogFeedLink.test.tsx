import React, {type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {feedMessages} from '@site/src/plugins/changelogFeed/strings';
import ChangelogFeedLink from '.';
import source from './index.tsx?raw';

// Docusaurus ships Head as untranspiled JSX; the <link rel="alternate"> it adds is checked in the build.
vi.mock('@docusaurus/Head', () => ({default: () => null}));
vi.mock('@docusaurus/Translate', () => ({
  default: ({children}: {children: ReactNode}) => <>{children}</>,
  translate: ({message}: {message: string}) => message,
}));
// The French base URL, as the French build gives it.
vi.mock('@docusaurus/useBaseUrl', () => ({
  default: (url: string, options?: {absolute?: boolean}) =>
    `${options?.absolute ? 'https://docs.bramble.example' : ''}/fr${url}`,
}));

describe('ChangelogFeedLink', () => {
  it("links to the locale's feed file as a plain link (the router knows no such page)", () => {
    render(<ChangelogFeedLink />);
    const link = screen.getByRole('link', {name: 'Subscribe to the changelog (Atom feed)'});
    expect(link.getAttribute('href')).toBe('/fr/changelog.atom');
    expect(link.getAttribute('type')).toBe('application/atom+xml');
  });

  it("gives the head link the feed's own title, the one the plugin writes in the feed", () => {
    expect(source).toContain(`id: '${feedMessages.title.id}'`);
    expect(source).toContain(`message: '${feedMessages.title.message}'`);
  });
});
