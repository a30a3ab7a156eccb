import {localize, type LocalizedText} from '../../../data/text';
import {localized, type Cell} from './cells';

// Runs in the browser and at build time, like cells.ts.

/** The props a page gives a component: plain values (MDX is not type-checked). */
export type GivenProps = Readonly<Record<string, unknown>>;

/** One column: its header (in both languages, as the rows' text) and what each row shows in it. */
export type ColumnDefinition<Row> = readonly [
  header: LocalizedText | Cell,
  cell: (row: Row) => Cell,
];

/** A fact table as its definition file declares it, typed by its rows and props. */
export interface FactTableSpec<Row, Props> {
  /** The MDX tag pages write (`<VerifyErrorCodeTable />`); its definition file is named after it (`pageComponents.ts`). */
  readonly name: string;
  /** The props checked and completed with their defaults; a page with a wrong one fails the build. */
  readonly props?: (given: GivenProps) => Props;
  readonly rows: (props: Props) => readonly Row[];
  /** What tells rows apart (React's key; the language filter keeps rows by it). */
  readonly rowKey: (row: Row) => string;
  /** An anchor per row (an error code), so other pages and the FAQ can link to it. */
  readonly rowId?: (row: Row) => string;
  /**
   * Rows in the alphabetical order of this text in the page's locale (a glossary), rather than
   * the data's: each locale's reader finds a term where their alphabet puts it.
   */
  readonly sortBy?: (row: Row) => LocalizedText;
  readonly columns: (props: Props) => readonly ColumnDefinition<Row>[];
}

/** One row laid out: every cell resolved. */
export interface FactRow {
  readonly key: string;
  readonly id?: string;
  /** What the row sorts by in each locale (`sortBy`); rows without one keep the data's order. */
  readonly sortKey?: LocalizedText;
  readonly cells: readonly Cell[];
}

/** A table laid out for some props: what both renderers draw. */
export interface FactTableContent {
  readonly headers: readonly Cell[];
  readonly rows: readonly FactRow[];
}

/** A defined table, its row and props types hidden, so every table fits one list. */
export interface FactTableDefinition {
  readonly name: string;
  /** Lays the table out for the props a page gives. */
  readonly layOut: (given: GivenProps) => FactTableContent;
}

/** A prop naming one of `known`'s keys (`plan="pro"`), checked: a misspelt one fails the build. */
export function knownProp<Key extends string>(
  table: string,
  prop: string,
  value: unknown,
  known: Readonly<Record<Key, unknown>>,
): Key {
  if (typeof value !== 'string' || !(value in known))
    throw new Error(`${table}: unknown ${prop} ${String(value)}`);
  return value as Key;
}

/** Turns a table's declaration into what the renderers take. */
export function defineFactTable<Row, Props = GivenProps>(
  spec: FactTableSpec<Row, Props>,
): FactTableDefinition {
  return {
    name: spec.name,
    layOut: (given) => {
      // A table without props of its own ignores what it is given (Props is then GivenProps).
      const props = spec.props ? spec.props(given) : (given as Props);
      const columns = spec.columns(props);
      return {
        headers: columns.map(([header]) =>
          typeof header === 'object' && 'en' in header ? localized(header) : header,
        ),
        rows: spec.rows(props).map((row) => {
          const id = spec.rowId?.(row);
          const sortKey = spec.sortBy?.(row);
          return {
            key: spec.rowKey(row),
            ...(id === undefined ? {} : {id}),
            ...(sortKey === undefined ? {} : {sortKey}),
            cells: columns.map(([, cell]) => cell(row)),
          };
        }),
      };
    },
  };
}

/**
 * The rows in the order a locale shows them: by their sort key's text in that locale when the
 * table has one (the same collation on the server, in the browser and in the Markdown twin).
 */
export function rowsInLocaleOrder(rows: readonly FactRow[], locale: string): readonly FactRow[] {
  if (!rows.some((row) => row.sortKey)) return rows;
  const collator = new Intl.Collator(locale, {sensitivity: 'base'});
  const text = (row: FactRow): string => (row.sortKey ? localize(row.sortKey, locale) : '');
  return [...rows].sort((a, b) => collator.compare(text(a), text(b)));
}
