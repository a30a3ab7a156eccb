// First: the tables' messages join the locale's before any cell is drawn.
import './pageMessages';
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
// Imported whole, not by name: write-translations reads the calls of a named `translate` or
// `Translate` import and warns at these, whose ids are data. The table definitions' messages are
// held to i18n/<locale>/code.json by definitions/messages.test.ts instead.
import * as docusaurusTranslate from '@docusaurus/Translate';
import type {LocalizedText} from '@site/src/data/text';
import {isCellList, type Cell} from './definitions/cells';
import InlineText from './InlineText';
import styles from './FactTable.module.css';

const TranslatedMessage = docusaurusTranslate.default;

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
      return localize(cell.text);
    case 'inline':
      return <InlineText text={cell.text} />;
    case 'link':
      return <Link to={cell.to}>{render(cell.content)}</Link>;
    case 'message': {
      const {id, message, description} = cell.message;
      const values =
        cell.values &&
        Object.fromEntries(Object.entries(cell.values).map(([name, part]) => [name, render(part)]));
      return (
        <TranslatedMessage id={id} description={description} values={values}>
          {message}
        </TranslatedMessage>
      );
    }
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
