import React, {useRef, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './FactTable.module.css';
import {useScrollsSideways} from './useScrollsSideways';

export interface FactColumn<Row> {
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
}

interface Props<Row> {
  readonly columns: readonly FactColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** An anchor per row (an error code, a method), so other pages and the FAQ can link to it. */
  readonly rowId?: (row: Row) => string | undefined;
}

/** A table of facts from `src/data`, laid out like the Markdown tables around it. */
export default function FactTable<Row>({columns, rows, rowKey, rowId}: Props<Row>): ReactNode {
  const brokenLinks = useBrokenLinks();
  const table = useRef<HTMLTableElement>(null);
  // A table wider than the column scrolls (Infima makes it a scroll box): the keyboard can too.
  const scrolls = useScrollsSideways(table);
  return (
    <table ref={table} className={styles.table} tabIndex={scrolls ? 0 : undefined}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const id = rowId?.(row);
          // Declared to the build's anchor check, so links to a row are checked like heading links.
          if (id !== undefined) brokenLinks.collectAnchor(id);
          return (
            <tr key={rowKey(row)} id={id}>
              {columns.map((column, index) => (
                <td key={index}>{column.cell(row)}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
