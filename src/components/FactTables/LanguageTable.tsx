// First: the tables' messages join the locale's before the filter is drawn.
import './pageMessages';
import React, {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {languages} from '@site/src/data/languages';
import {filterLanguages} from './filterLanguages';
import {languageTable} from './definitions/LanguageTable';
import {DefinedFactTable} from './factTableComponent';
import styles from './LanguageTable.module.css';

const hlParameter = 'hl';

/**
 * Every language the widget supports, with the code `hl` takes and the name in
 * the language itself, and a field that narrows the long list as the reader types.
 */
export default function LanguageTable(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const [query, setQuery] = useState('');
  const fieldId = useId();
  const shown = filterLanguages(languages, query, currentLocale);
  // The table's rows are keyed by language code.
  const shownCodes = new Set(shown.map((language) => language.code));
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
        <DefinedFactTable table={languageTable} keep={(row) => shownCodes.has(row.key)} />
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
