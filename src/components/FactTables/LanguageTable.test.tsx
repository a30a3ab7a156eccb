import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {languages} from '@site/src/data/languages';
import LanguageTable from './LanguageTable';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: 'fr'}}),
}));
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => {}})}));
// The cell renderer imports Link for the tables that link; this one draws none.
vi.mock('@docusaurus/Link', () => ({default: () => null}));
// The build's messages of the tables (src/plugins/firstScriptMessages): the Translate stand-in
// below answers instead.
vi.mock('./pageMessages', () => ({}));
// The English message with its values, as Docusaurus shows it without a translation file.
vi.mock('@docusaurus/Translate', async () =>
  (await import('./translateMock.fixtures')).translateModule(() => undefined),
);

// The body's rows by tag: role queries over 134 rows took seconds of a busy machine's 5 s.
const rows = (): HTMLElement[] => [
  ...screen.getByRole('table').querySelectorAll<HTMLElement>('tbody tr'),
];

describe('LanguageTable', () => {
  it('lists every language with its native name marked in its own language and direction', () => {
    render(<LanguageTable />);
    expect(rows()).toHaveLength(languages.length);
    const arabic = screen.getByText('العربية');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    // Names follow the page's locale.
    expect(screen.getByText('allemand')).toBeInTheDocument();
  });

  it('narrows the rows as the reader types, and says how many are shown', () => {
    render(<LanguageTable />);
    fireEvent.change(screen.getByLabelText('Find a language'), {target: {value: 'ALLEM'}});
    expect(rows().map((row) => row.querySelector('code')?.textContent)).toEqual(
      languages.filter((l) => l.name.fr.startsWith('allemand')).map((l) => l.code),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `${rows().length} of ${languages.length} languages`,
    );
  });

  it('says so when nothing matches, instead of an empty table', () => {
    render(<LanguageTable />);
    fireEvent.change(screen.getByLabelText('Find a language'), {target: {value: 'klingon'}});
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/No supported language matches/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`0 of ${languages.length} languages`);
  });
});
