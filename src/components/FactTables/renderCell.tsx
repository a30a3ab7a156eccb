import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {LocalizedText} from '@site/src/data/text';
import {filledIn, isCellList, type Cell} from './definitions/cells';
import InlineText from './InlineText';
import styles from './FactTable.module.css';

/** Draws a header or a cell of a fact table; `localize` picks fact text in the page's locale. */
export function renderCell(cell: Cell, localize: (text: LocalizedText) => string): ReactNode {
  const render = (part: Cell): ReactNode => renderCell(part, localize);
  if (typeof cell === 'string') return cell;
  if (isCellList(cell))
    return cell.map((part, index) => <React.Fragment key={index}>{render(part)}</React.Fragment>);
  switch (cell.kind) {
    case 'code':
      return <code>{cell.text}</code>;
    case 'localized':
      if (!cell.values) return localize(cell.text);
      return render(filledIn(localize(cell.text), cell.values));
    case 'inline':
      return <InlineText text={cell.text} />;
    case 'link':
      return <Link to={cell.to}>{render(cell.content)}</Link>;
    case 'note':
      return <span className={styles.note}>{render(cell.content)}</span>;
    case 'inLanguage':
      return (
        <span lang={cell.lang} dir={cell.dir}>
          {cell.text}
        </span>
      );
  }
}
