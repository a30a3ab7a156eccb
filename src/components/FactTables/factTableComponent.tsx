import React, {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  rowsInLocaleOrder,
  type FactRow,
  type FactTableDefinition,
  type GivenProps,
} from './definitions/defineFactTable';
import {renderCell} from './renderCell';
import {useFactLocale} from './useFactLocale';
import styles from './FactTable.module.css';

/**
 * Whether an element is wider than the room it has, kept up to date as the
 * window changes, so a table that scrolls sideways can take keyboard focus
 * (WCAG 2.1.1: a reader without a mouse must be able to scroll it too).
 */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

interface Props {
  readonly table: FactTableDefinition;
  /** The props the page gave the tag (`plan="pro"`). */
  readonly given?: GivenProps;
  /** Shows only some rows (the language filter), in the table's order. */
  readonly keep?: (row: FactRow) => boolean;
}

/** A defined fact table in the page's locale, laid out like the Markdown tables around it. */
export function DefinedFactTable({table, given = {}, keep = () => true}: Props): ReactNode {
  const localize = useFactLocale();
  const {currentLocale} = useDocusaurusContext().i18n;
  const brokenLinks = useBrokenLinks();
  const ref = useRef<HTMLTableElement>(null);
  // A table wider than the column scrolls (Infima makes it a scroll box): the keyboard can too.
  const scrolls = useScrollsSideways(ref);
  const {headers, rows} = table.layOut(given);
  return (
    <table ref={ref} className={styles.table} tabIndex={scrolls ? 0 : undefined}>
      <thead>
        <tr>
          {headers.map((header, index) => (
            <th key={index} scope="col">
              {renderCell(header, localize)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rowsInLocaleOrder(rows, currentLocale)
          .filter(keep)
          .map((row) => {
            // Declared to the build's anchor check, so links to a row are checked like heading links.
            if (row.id !== undefined) brokenLinks.collectAnchor(row.id);
            return (
              <tr key={row.key} id={row.id}>
                {row.cells.map((cell, index) => (
                  <td key={index}>{renderCell(cell, localize)}</td>
                ))}
              </tr>
            );
          })}
      </tbody>
    </table>
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
