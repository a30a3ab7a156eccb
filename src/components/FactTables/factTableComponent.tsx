import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  rowsInLocaleOrder,
  type FactRow,
  type FactTableDefinition,
  type GivenProps,
} from './definitions/defineFactTable';
import FactTable from './FactTable';
import {renderCell} from './renderCell';
import {useFactLocale} from './useFactLocale';

interface Props {
  readonly table: FactTableDefinition;
  /** The props the page gave the tag (`plan="pro"`). */
  readonly given?: GivenProps;
  /** Shows only some rows (the language filter), in the table's order. */
  readonly keep?: (row: FactRow) => boolean;
}

/** A defined fact table drawn with `FactTable`'s markup, in the page's locale. */
export function DefinedFactTable({table, given = {}, keep}: Props): ReactNode {
  const localize = useFactLocale();
  const {currentLocale} = useDocusaurusContext().i18n;
  const {headers, rows: dataRows} = table.layOut(given);
  const rows = rowsInLocaleOrder(dataRows, currentLocale);
  return (
    <FactTable
      rows={keep ? rows.filter(keep) : rows}
      rowKey={(row) => row.key}
      rowId={(row) => row.id}
      columns={headers.map((header, index) => ({
        header: renderCell(header, localize),
        // Every row has a cell per header: layOut makes them from the same columns.
        cell: (row: FactRow) => renderCell(row.cells[index] ?? [], localize),
      }))}
    />
  );
}

/** The global MDX component of a defined table: `<VerifyErrorCodeTable />` on a page. */
export function factTableComponent(table: FactTableDefinition): (given: GivenProps) => ReactNode {
  function Component(given: GivenProps): ReactNode {
    return <DefinedFactTable table={table} given={given} />;
  }
  Component.displayName = table.name;
  return Component;
}
