import React from 'react';
import {render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {code} from './definitions/cells';
import {defineFactTable} from './definitions/defineFactTable';
import {DefinedFactTable} from './factTableComponent';

const collectAnchor = vi.fn();
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor})}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: 'en'}}),
}));
// The cells here have no links; renderCell imports Link for those that do.
vi.mock('@docusaurus/Link', () => ({default: () => null}));

/** Lays every element out `scrollWidth` wide in a box `clientWidth` wide, as jsdom cannot. */
function layOut(scrollWidth: number, clientWidth: number): void {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = defineFactTable({
  name: 'ErrorTable',
  rows: () => [
    {code: 'bad-request', fix: 'Send a POST'},
    {code: 'invalid-remoteip', fix: 'Leave it out'},
  ],
  rowKey: (row) => row.code,
  rowId: (row) => `verify-error-${row.code}`,
  columns: () => [
    ['Code', (row) => code(row.code)],
    [{en: 'Fix', fr: 'Correction'}, (row) => row.fix],
  ],
});

const renderTable = () => render(<DefinedFactTable table={table} />);

afterEach(() => collectAnchor.mockClear());

describe('DefinedFactTable', () => {
  it('renders a header cell per column and a row per record, each with its anchor', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Code',
      'Fix',
    ]);
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.id)).toEqual([
      'verify-error-bad-request',
      'verify-error-invalid-remoteip',
    ]);
    // Declared to the build's broken-anchor check, so links to a row are checked.
    expect(collectAnchor.mock.calls.map(([id]) => id as string)).toContain(
      'verify-error-invalid-remoteip',
    );
  });

  it('takes keyboard focus when it is wider than its column, so it can be scrolled', () => {
    layOut(900, 600);
    renderTable();
    expect(screen.getByRole('table')).toHaveAttribute('tabindex', '0');
  });

  it('stays out of the tab order when it fits', () => {
    layOut(600, 600);
    renderTable();
    expect(screen.getByRole('table')).not.toHaveAttribute('tabindex');
  });
});
