import React, {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {languages} from '@site/src/data/languages';
import {filterLanguages} from '@site/src/lib/filterLanguages';
import FactTable from './FactTable';
import {CodeHeader} from './columns';
import {useFactLocale} from './useFactLocale';
import styles from './LanguageTable.module.css';

const hlParameter = 'hl';

/**
 * Every language the widget supports, with the code `hl` takes and the name in
 * the language itself, and a field that narrows the long list as the reader types.
 */
export default function LanguageTable(): ReactNode {
  const localize = useFactLocale();
  const {currentLocale} = useDocusaurusContext().i18n;
  const [query, setQuery] = useState('');
  const fieldId = useId();
  const shown = filterLanguages(languages, query, currentLocale);
  return (
    <div>
      <div className={styles.filter}>
        <label htmlFor={fieldId}>
          <Translate id="factTable.languages.filter" description="Label of the languages filter">
            Find a language
          </Translate>
        </label>
        <input
          id={fieldId}
          type="search"
          className={styles.field}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={translate({
            id: 'factTable.languages.filterHint',
            message: 'Code, name or native name',
            description: 'Placeholder of the languages filter',
          })}
          autoComplete="off"
          spellCheck={false}
        />
        <output className={styles.count} aria-live="polite">
          <Translate
            id="factTable.languages.count"
            description="How many languages the filter shows; {shown} and {total} are numbers"
            values={{shown: shown.length, total: languages.length}}>
            {'{shown} of {total} languages'}
          </Translate>
        </output>
      </div>
      {shown.length > 0 ? (
        <FactTable
          rows={shown}
          rowKey={(row) => row.code}
          columns={[
            {header: <CodeHeader />, cell: (row) => <code>{row.code}</code>},
            {
              header: <Translate id="factTable.languages.name">Language</Translate>,
              cell: (row) => localize(row.name),
            },
            {
              header: (
                <Translate
                  id="factTable.languages.native"
                  description="Column: the language's name written in that language">
                  Native name
                </Translate>
              ),
              cell: (row) => (
                <span lang={row.code} dir={row.direction ?? 'ltr'}>
                  {row.native}
                </span>
              ),
            },
          ]}
        />
      ) : (
        <p className={styles.none}>
          <Translate
            id="factTable.languages.none"
            description="Shown when no language matches the filter"
            values={{hl: <code>{hlParameter}</code>}}>
            {'No supported language matches. Without {hl}, the widget follows the browser.'}
          </Translate>
        </p>
      )}
    </div>
  );
}
