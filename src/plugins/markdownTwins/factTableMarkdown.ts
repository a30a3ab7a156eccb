import type {PhrasingContent, Table} from 'mdast';
import {filledIn, isCellList, type Cell} from '../../components/FactTables/definitions/cells';
import {
  rowsInLocaleOrder,
  type FactTableDefinition,
  type GivenProps,
} from '../../components/FactTables/definitions/defineFactTable';
import {localize} from '../../data/text';
import {code, inlineText, link, table, text, type TwinLocale} from './markdownNodes';

/** A header or a cell of a fact table as Markdown, the counterpart of the React `renderCell`. */
function cellMarkdown(cell: Cell, page: TwinLocale): PhrasingContent[] {
  const write = (part: Cell): PhrasingContent[] => cellMarkdown(part, page);
  if (typeof cell === 'string') return cell === '' ? [] : [text(cell)];
  if (isCellList(cell)) return cell.flatMap(write);
  switch (cell.kind) {
    case 'code':
      return [code(cell.text)];
    case 'localized':
      return write(filledIn(localize(cell.text, page.locale), cell.values ?? {}));
    case 'inline':
      return inlineText(cell.text, page);
    case 'link':
      return [link(page.absoluteUrl(cell.to), write(cell.content))];
    case 'note':
      // The page sets a note on a line of its own; in a Markdown cell a dash sets it apart.
      return [text(' — '), ...write(cell.content)];
    case 'inLanguage':
      return [text(cell.text)];
  }
}

/** A fact table as a GFM table, laid out for the props the page gave its tag. */
export function factTableMarkdown(
  factTable: FactTableDefinition,
  given: GivenProps,
  page: TwinLocale,
): Table {
  const {headers, rows: dataRows} = factTable.layOut(given);
  const rows = rowsInLocaleOrder(dataRows, page.locale);
  return table(
    headers.map((header) => cellMarkdown(header, page)),
    rows.map((row) => row.cells.map((cell) => cellMarkdown(cell, page))),
  );
}
