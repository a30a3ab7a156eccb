import React, {type ReactNode} from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {goLiveItems} from '@site/src/data/goLive';
import GoLiveChecklist from '.';

vi.mock('@docusaurus/Translate', () => ({
  default: ({children, values = {}}: {children: string; values?: Record<string, ReactNode>}) => (
    <>{children.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))}</>
  ),
}));
vi.mock('@docusaurus/Link', () => ({
  // A plain anchor stands in for Link, whose real one needs the router.
  default: ({to, children, ...rest}: {to: string; children: ReactNode}) => (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: 'en'}}),
}));

const items = [
  {id: 'real-keys', text: {en: 'Real keys in place', fr: 'Vraies clés en place'}},
  {id: 'hostnames', text: {en: 'Hostnames [listed](/keys#hostnames)', fr: 'Noms listés'}},
];

describe('GoLiveChecklist', () => {
  it('draws every item of the go-live data unticked, each with a link to its section', () => {
    render(<GoLiveChecklist />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(goLiveItems.length);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(
      screen.getAllByRole('link', {name: 'How to check'}).map((a) => a.getAttribute('href')),
    ).toEqual(goLiveItems.map((item) => `#${item.id}`));
    expect(screen.getByText(`0 of ${goLiveItems.length} ticked`)).toBeTruthy();
  });

  it('ticks and unticks an item by its label, and counts the ticks', () => {
    render(<GoLiveChecklist items={items} />);
    const box = screen.getByRole('checkbox', {name: 'Real keys in place'});
    fireEvent.click(screen.getByText('Real keys in place'));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('1 of 2 ticked')).toBeTruthy();
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('0 of 2 ticked')).toBeTruthy();
  });

  it('renders links of the item text as links, not as HTML', () => {
    render(<GoLiveChecklist items={items} />);
    expect(screen.getByRole('link', {name: 'listed'}).getAttribute('href')).toBe('/keys#hostnames');
  });

  it('unticks everything with one button, disabled while nothing is ticked', () => {
    render(<GoLiveChecklist items={items} />);
    const clear = screen.getByRole('button', {name: 'Untick all'});
    expect((clear as HTMLButtonElement).disabled).toBe(true);
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    expect(screen.getByText('2 of 2 ticked')).toBeTruthy();
    fireEvent.click(clear);
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    );
    expect((clear as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps its ticks in the page only: nothing in storage or cookies', () => {
    localStorage.clear();
    sessionStorage.clear();
    render(<GoLiveChecklist items={items} />);
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('starts clean when drawn again, as after a reload', () => {
    const {unmount} = render(<GoLiveChecklist items={items} />);
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    unmount();
    render(<GoLiveChecklist items={items} />);
    expect(screen.getByText('0 of 2 ticked')).toBeTruthy();
  });
});
